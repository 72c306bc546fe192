import { ArrowLeft } from 'lucide-react'
import { data, Form, Link, useNavigation } from 'react-router'
import { REGISTRY_KINDS } from '../../catalog/discovery-registry.ts'
import { regionName, sectorName } from '../../catalog/names.ts'
import { GRANT_REGIONS, LANGUAGE_NAMES } from '../../catalog/sectors.ts'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { Field, SelectField } from '../../components/ui/field.tsx'
import { OutcomeMessage } from '../../components/ui/outcome-message.tsx'
import { servicesContext } from '../../context.ts'
import { addRegistrySources } from '../../domain/discovery/registry/add-registry-sources.server.ts'
import { registrySources, registryUrlKey, searchRegistry } from '../../domain/discovery/registry/registry.ts'
import { knownSourceUrls } from '../../domain/discovery/registry/registry-source-urls.server.ts'
import { requireDiscoveryAdmin } from '../../domain/discovery/review.server.ts'
import { formatList, t } from '../../i18n/index.ts'
import type { Route } from './+types/registry'
import { countParam } from './+shared/format.ts'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('discoveryRegistry.title'), matches) }, { name: 'robots', content: 'noindex' }]

const REGISTRY_PATH = '/taf-admin/registry'
const isKind = (v: string | null) => (REGISTRY_KINDS as readonly string[]).includes(v ?? '')
const isRegion = (v: string | null) => (GRANT_REGIONS as readonly string[]).includes(v ?? '')

/** The registry's search as the URL (or the form's hidden fields) gives it: words, a kind, a region; anything unknown is no filter. */
function filtersOf(params: URLSearchParams | FormData) {
  const q = String(params.get('q') ?? '')
    .trim()
    .slice(0, 100)
  const kind = String(params.get('kind') ?? '')
  const region = String(params.get('region') ?? '')
  return { q, kind: isKind(kind) ? kind : '', region: isRegion(region) ? region : '' }
}
const matching = (f: ReturnType<typeof filtersOf>) => searchRegistry(f.q).filter((s) => (!f.kind || s.kind === f.kind) && (!f.region || (s.regions as readonly string[]).includes(f.region)))

/** Admins only (members go to /discover with "Access Denied"): the registry, searchable, each entry marked when it is already a source. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireDiscoveryAdmin(context, request)
  const url = new URL(request.url)
  const filters = filtersOf(url.searchParams)
  const known = await knownSourceUrls(context.get(servicesContext).db)
  const isKnown = (u: string) => known.has(u.toLowerCase()) || known.has(`${registryUrlKey(u)}/`) || known.has(registryUrlKey(u))
  const entries = matching(filters).map((s) => ({
    id: s.id,
    name: s.name,
    url: s.url,
    host: new URL(s.url).hostname,
    kind: t(`discoveryRegistry.kind.${s.kind}`),
    where: formatList(s.regions.map(regionName)),
    sectors: s.sectors.length ? formatList(s.sectors.map(sectorName)) : t('discoveryRegistry.allSectors'),
    languages: formatList(s.languages.map((l) => LANGUAGE_NAMES[l])),
    frequency: t(`discovery.frequency.${s.frequency}`),
    foundIn: `${s.foundIn.repo}: ${s.foundIn.path}`,
    added: isKnown(s.url),
  }))
  const added = countParam(url.searchParams.get('added'))
  const already = countParam(url.searchParams.get('known'))
  return {
    filters,
    entries,
    kinds: REGISTRY_KINDS.map((k) => ({ id: k, label: t(`discoveryRegistry.kind.${k}`) })),
    regions: GRANT_REGIONS.map((r) => ({ id: r, label: regionName(r) })),
    outcome: added !== null && already !== null ? t('discoveryRegistry.added', { added, known: already }) : null,
  }
}

/** Adds the chosen entries, or every entry the search shows; checked here on the server. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireDiscoveryAdmin(context, request)
  const form = await request.formData()
  const intent = form.get('intent')
  const filters = filtersOf(form)
  let ids: string[]
  // Ids that are not the registry's (a tampered form) count as none chosen.
  if (intent === 'add') ids = form.getAll('id').filter((id) => registrySources().some((s) => s.id === id)) as string[]
  else if (intent === 'add-shown') ids = matching(filters).map((s) => s.id)
  else throw data(null, { status: 400 })
  if (ids.length === 0) return data({ error: t('discoveryRegistry.noneChosen') }, { status: 400 })
  const result = await addRegistrySources(context.get(servicesContext).db, admin.id, ids)
  const back = new URLSearchParams({ ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v)), added: String(result.added), known: String(result.known) })
  return new Response(null, { status: 302, headers: { Location: `${REGISTRY_PATH}?${back}` } })
}

export default function Registry({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, entries, kinds, regions, outcome } = loaderData
  const navigation = useNavigation()
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  const addable = entries.filter((e) => !e.added).length
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Link to="/taf-admin?tab=sources" className={buttonClass('ghost', 'sm', '-ms-3')}>
        <ArrowLeft aria-hidden size={16} className="shrink-0 rtl:-scale-x-100" />
        {t('discovery.title')}
      </Link>
      <h1 className="mt-4 text-3xl font-bold">{t('discoveryRegistry.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('discoveryRegistry.intro')}</p>
      <OutcomeMessage text={outcome} />
      {actionData?.error ? (
        <p role="alert" className="mt-4 rounded-md border border-destructive bg-destructive-soft px-4 py-3 text-sm">
          {actionData.error}
        </p>
      ) : null}
      <Form method="get" className="mt-6 grid gap-3 sm:grid-cols-4 sm:items-end">
        <div className="sm:col-span-2">
          <Field label={t('discoveryRegistry.search')} id="q" name="q" type="search" defaultValue={filters.q} maxLength={100} />
        </div>
        <SelectField label={t('discoveryRegistry.kindLabel')} id="kind" defaultValue={filters.kind}>
          <option value="">{t('discoveryRegistry.allKinds')}</option>
          {kinds.map((k) => (
            <option key={k.id} value={k.id}>
              {k.label}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('discoveryRegistry.regionLabel')} id="region" defaultValue={filters.region}>
          <option value="">{t('discoveryRegistry.allRegions')}</option>
          {regions.map((r) => (
            <option key={r.id} value={r.id}>
              {r.label}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="outline" className="sm:col-start-4">
          {t('discoveryRegistry.searchButton')}
        </Button>
      </Form>
      <Form method="post" className="mt-6">
        <input type="hidden" name="q" value={filters.q} />
        <input type="hidden" name="kind" value={filters.kind} />
        <input type="hidden" name="region" value={filters.region} />
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('discoveryRegistry.shown', { count: entries.length, addable })}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button name="intent" value="add" pending={busy('add')} pendingText={t('discoveryRegistry.adding')} disabled={addable === 0}>
            {t('discoveryRegistry.addSelected')}
          </Button>
          <Button name="intent" value="add-shown" variant="outline" pending={busy('add-shown')} pendingText={t('discoveryRegistry.adding')} disabled={addable === 0}>
            {t('discoveryRegistry.addShown', { count: addable })}
          </Button>
        </div>
        {entries.length === 0 ? (
          <p className="mt-6">{t('discoveryRegistry.none')}</p>
        ) : (
          <ul className="mt-4 divide-y divide-border rounded-lg border border-border">
            {entries.map((e) => (
              <li key={e.id} className="flex gap-3 p-3">
                {e.added ? (
                  <span className="mt-1 shrink-0 self-start rounded-full bg-muted px-2 py-0.5 text-xs">{t('discoveryRegistry.alreadyAdded')}</span>
                ) : (
                  <input type="checkbox" name="id" value={e.id} id={`entry-${e.id}`} className="mt-1 size-5 shrink-0" />
                )}
                <div className="min-w-0">
                  <label htmlFor={e.added ? undefined : `entry-${e.id}`} className="font-medium" dir="auto">
                    {e.name}
                  </label>
                  <p className="break-words text-sm text-muted-foreground">
                    <bdi>{e.host}</bdi> · {e.kind} · {e.where} · {e.sectors} · {e.languages} · {e.frequency}
                  </p>
                  <p className="break-words text-xs text-muted-foreground">{t('discoveryRegistry.foundIn', { file: e.foundIn })}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Form>
    </div>
  )
}
