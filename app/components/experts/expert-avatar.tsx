import { t } from '../../i18n/index.ts'
import { useDataSaver } from '../ui/saver-image.tsx'

/** Up to two initials of a name ("Amara Nwosu" → "AN"); "?" for no name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = (words.length > 1 ? [words[0], words[words.length - 1]] : words).map((w) => [...w][0]?.toUpperCase() ?? '')
  return letters.join('') || '?'
}

/** An expert's photo (served by /grant-experts/:id/photo), or their initials on a coloured disc (also under data saver). */
export function ExpertAvatar({ id, name, hasPhoto, size = 'md' }: { id: string; name: string; hasPhoto: boolean; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'size-24 text-2xl' : 'size-14 text-lg'
  const dataSaver = useDataSaver()
  if (hasPhoto && !dataSaver) {
    return (
      <img
        src={`/grant-experts/${id}/photo`}
        alt={t('experts.photoAlt', { name })}
        width={size === 'lg' ? 96 : 56}
        height={size === 'lg' ? 96 : 56}
        loading="lazy"
        className={`${box} shrink-0 rounded-full object-cover`}
      />
    )
  }
  return (
    <span aria-hidden className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground`}>
      {initialsOf(name)}
    </span>
  )
}
