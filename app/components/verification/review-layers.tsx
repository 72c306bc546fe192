import { t } from '../../i18n/index.ts'

/** What each review layer found (issue 26 §4), in plain sentences from the catalogue, never a reviewer's notes. */
export function ReviewLayers({ layers, level = 3 }: { layers: string[]; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <div className="mt-4">
      <Heading className="font-semibold">{t('organizationDirectory.layersHeading')}</Heading>
      <ol className="mt-1 list-decimal space-y-1 ps-5 text-sm">
        {layers.map((layer) => (
          <li key={layer}>{layer}</li>
        ))}
      </ol>
    </div>
  )
}
