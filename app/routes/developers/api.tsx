import { Fragment } from 'react'
import { ProseLinks, proseSections } from '../../components/legal/prose-page.tsx'
import { badgeClass } from '../../components/ui/badge.tsx'
import { cardTable } from '../../components/ui/card-table.ts'
import { servicesContext } from '../../context.ts'
import { developerReference, type FieldRow } from '../../domain/api/developer-reference.server.ts'
import { t } from '../../i18n/index.ts'
import type { Route } from './+types/api'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? [{ title: pageTitle(loaderData.page.meta.title, matches) }, { name: 'description', content: loaderData.page.meta.description }] : []

/** The API reference, built on the server from the OpenAPI document the API serves (ADR 031). */
export function loader({ context }: Route.LoaderArgs) {
  const { appName, appUrl, apiRateLimit } = context.get(servicesContext).config
  return developerReference(appName, appUrl, apiRateLimit.attempts)
}

type Labels = Route.ComponentProps['loaderData']['labels']

/** Code and API names read left to right in every language. */
function Code({ children }: { children: string }) {
  return (
    <code dir="ltr" className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em] [overflow-wrap:anywhere]">
      {children}
    </code>
  )
}

function TypeName({ field }: { field: Pick<FieldRow, 'type' | 'typeAnchor'> }) {
  return field.typeAnchor ? (
    <a href={`#${field.typeAnchor}`} className="text-primary underline underline-offset-4">
      <Code>{field.type}</Code>
    </a>
  ) : (
    <Code>{field.type}</Code>
  )
}

function Fields({ fields, labels, parameters = false }: { fields: FieldRow[]; labels: Labels; parameters?: boolean }) {
  return (
    <table className={`mt-2 ${cardTable.table}`}>
      <thead className={cardTable.head}>
        <tr>
          <th className="p-3">{labels.name}</th>
          {parameters ? <th className="p-3">{labels.in}</th> : null}
          <th className="p-3">{labels.type}</th>
          <th className="p-3">{labels.required}</th>
          <th className="p-3">{labels.description}</th>
        </tr>
      </thead>
      <tbody className={cardTable.body}>
        {fields.map((f) => (
          <tr key={`${f.in ?? ''}${f.name}`} className={cardTable.row}>
            <td className={cardTable.lead}>
              <Code>{f.name}</Code>
            </td>
            {parameters ? (
              <td className={cardTable.cell} data-label={labels.in}>
                <Code>{f.in ?? ''}</Code>
              </td>
            ) : null}
            <td className={cardTable.cell} data-label={labels.type}>
              <TypeName field={f} />
            </td>
            <td className={cardTable.cell} data-label={labels.required}>
              {f.required ? labels.yes : labels.no}
            </td>
            <td className={cardTable.cell} data-label={labels.description}>
              <span lang="en" dir="ltr">
                {f.description}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export default function DeveloperApi({ loaderData }: Route.ComponentProps) {
  const { page, labels, routes, schemas, errors } = loaderData
  const sections = proseSections(page.sections)
  const contents = [
    ...sections.map((s) => ({ id: s.id, heading: s.heading })),
    { id: 'errors', heading: labels.errors },
    { id: 'routes', heading: labels.routes },
    { id: 'schemas', heading: labels.schemas },
  ]
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold">{page.title}</h1>
      <p className="mt-4 max-w-[65ch] text-lg text-muted-foreground">{page.intro}</p>
      <p className="mt-3">
        <a href={loaderData.openApiUrl} className="text-primary underline underline-offset-4">
          {labels.openApi}
        </a>{' '}
        <Code>{loaderData.openApiUrl}</Code>
      </p>
      {/* Issue 26 §5 (ADR 063): the organizations routes, for funders, and how to get a key for them. */}
      <section aria-labelledby="orgs-api" className="mt-6 rounded-lg border border-border bg-card p-4">
        <h2 id="orgs-api" className="text-xl font-semibold">
          {t('funderAccess.dev.heading')}
        </h2>
        <p className="mt-2">{t('funderAccess.dev.body')}</p>
        <ul className="mt-2 space-y-1">
          <li>
            <Code>{'GET /common-grants/orgs'}</Code> {t('funderAccess.dev.list')}
          </li>
          <li>
            <Code>{'GET /common-grants/orgs/{orgId}'}</Code> {t('funderAccess.dev.read')}
          </li>
        </ul>
        <p className="mt-2">
          {t('funderAccess.dev.access')}{' '}
          <a href="/funder-access" className="text-primary underline underline-offset-4">
            {t('funderAccess.title')}
          </a>
        </p>
      </section>
      <nav aria-labelledby="on-this-page" className="mt-6 rounded-lg border border-border bg-card p-4">
        <h2 id="on-this-page" className="text-sm font-semibold">
          {labels.onThisPage}
        </h2>
        <ul className="mt-1 grid text-sm sm:grid-cols-2">
          {contents.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="inline-flex min-h-11 items-center text-primary underline-offset-4 hover:underline">
                {s.heading}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="mt-8 max-w-[65ch] scroll-mt-20">
          <h2 id={`${s.id}-heading`} className="text-xl font-semibold">
            {s.heading}
          </h2>
          <div className="mt-3 space-y-3 leading-relaxed">{s.body}</div>
          {s.id === 'authentication' ? (
            <pre dir="ltr" className="mt-3 whitespace-pre-wrap rounded-lg bg-muted p-3 text-sm [overflow-wrap:anywhere]">
              <code>{loaderData.authExample}</code>
            </pre>
          ) : null}
        </section>
      ))}

      <section id="errors" aria-labelledby="errors-heading" className="mt-8 scroll-mt-20">
        <h2 id="errors-heading" className="text-xl font-semibold">
          {labels.errors}
        </h2>
        <p className="mt-3 max-w-[65ch]">{labels.errorsBody}</p>
        <table className={`mt-3 ${cardTable.table}`}>
          <thead className={cardTable.head}>
            <tr>
              <th className="p-3">{labels.status}</th>
              <th className="p-3">{labels.meaning}</th>
            </tr>
          </thead>
          <tbody className={cardTable.body}>
            {errors.map((e) => (
              <tr key={e.status} className={cardTable.row}>
                <td className={cardTable.lead}>
                  <Code>{e.status}</Code>
                </td>
                <td className={cardTable.cell} data-label={labels.meaning}>
                  {e.meaning}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section id="routes" aria-labelledby="routes-heading" className="mt-10 scroll-mt-20">
        <h2 id="routes-heading" className="text-xl font-semibold">
          {labels.routes}
        </h2>
        {routes.map((r) => (
          <section key={r.id} id={`route-${r.id}`} aria-labelledby={`route-${r.id}-heading`} className="mt-6 scroll-mt-20 rounded-lg border border-border bg-card p-4">
            <h3 id={`route-${r.id}-heading`} className="flex flex-wrap items-center gap-2 text-lg font-semibold">
              <span dir="ltr" className="font-mono [overflow-wrap:anywhere]">
                {r.method} {r.path}
              </span>
              <span className={badgeClass(r.kind === 'required' ? 'strong' : r.kind === 'optional' ? 'brand' : 'neutral')}>{r.kindLabel}</span>
            </h3>
            <p className="mt-2">{r.summary}</p>
            <p className="mt-1 text-sm">
              {labels.scope}: <Code>{r.scope}</Code>
            </p>
            {r.parameters.length ? (
              <>
                <h4 className="mt-4 font-semibold">{labels.parameters}</h4>
                <Fields fields={r.parameters} labels={labels} parameters />
              </>
            ) : null}
            {r.body.length ? (
              <>
                <h4 className="mt-4 font-semibold">{labels.body}</h4>
                <Fields fields={r.body} labels={labels} />
              </>
            ) : null}
            <p className="mt-4 text-sm">
              <span className="font-semibold">{labels.response}:</span> <TypeName field={{ type: r.response.name, typeAnchor: r.response.anchor }} />
            </p>
            <h4 className="mt-4 font-semibold">{labels.example}</h4>
            <pre dir="ltr" className="mt-2 whitespace-pre-wrap rounded-lg bg-muted p-3 text-sm [overflow-wrap:anywhere]">
              <code>{r.example}</code>
            </pre>
          </section>
        ))}
      </section>

      <section id="schemas" aria-labelledby="schemas-heading" className="mt-10 scroll-mt-20">
        <h2 id="schemas-heading" className="text-xl font-semibold">
          {labels.schemas}
        </h2>
        <p className="mt-3 max-w-[65ch]">{labels.schemasIntro}</p>
        <section aria-labelledby="custom-fields-heading" className="mt-6">
          <h3 id="custom-fields-heading" className="text-lg font-semibold">
            {labels.customFields}
          </h3>
          <p className="mt-2 max-w-[65ch]">{labels.customFieldsIntro}</p>
          <Fields fields={loaderData.customFields.map((f) => ({ ...f, required: false }))} labels={labels} />
        </section>
        <section aria-labelledby="custom-filters-heading" className="mt-6">
          <h3 id="custom-filters-heading" className="text-lg font-semibold">
            {labels.customFilters}
          </h3>
          <p className="mt-2 max-w-[65ch]">{labels.customFiltersIntro}</p>
          <dl className="mt-2 space-y-2 text-sm">
            {loaderData.customFilters.map((f) => (
              <Fragment key={f.name}>
                <dt>
                  <Code>{f.name}</Code>
                </dt>
                <dd lang="en" dir="ltr" className="ms-4">
                  {f.description}
                </dd>
              </Fragment>
            ))}
          </dl>
        </section>
        {schemas.map((s) => (
          <section key={s.name} id={s.anchor} aria-labelledby={`${s.anchor}-heading`} className="mt-6 scroll-mt-20">
            <h3 id={`${s.anchor}-heading`} className="text-lg font-semibold">
              <Code>{s.name}</Code>
            </h3>
            {s.description ? (
              <p lang="en" dir="ltr" className="mt-1 text-sm text-muted-foreground">
                {s.description}
              </p>
            ) : null}
            {s.fields.length ? <Fields fields={s.fields} labels={labels} /> : null}
          </section>
        ))}
      </section>
      <p className="mt-10">
        <ProseLinks links={page.sections[0].links ?? []} />
      </p>
    </article>
  )
}
