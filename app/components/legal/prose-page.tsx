import { Fragment, type ReactNode } from 'react'
import { Link } from 'react-router'
import type { ProseLinkData, ProseSectionData } from '../../domain/legal/prose-page-data.ts'
import { t } from '../../i18n/index.ts'

export interface ProseSection {
  /** The section's anchor, so other pages can link to it (/help#payments). */
  id: string
  heading: string
  body: ReactNode
}

/** Loader-built sections, rendered with the same paragraphs, bullets and links as hand-written ones. */
export function proseSections(sections: ProseSectionData[]): ProseSection[] {
  return sections.map((s) => ({
    id: s.id,
    heading: s.heading,
    body: (
      <>
        {s.bullets ? <Bullets items={s.bullets} /> : null}
        {s.paragraphs || s.links ? <Paragraphs items={s.paragraphs ?? []} links={s.links?.length ? <ProseLinks links={s.links} /> : undefined} /> : null}
      </>
    ),
  }))
}

/** A line of links: "Get Verified · Trust Center · Refund Policy". */
export function ProseLinks({ links }: { links: ProseLinkData[] }) {
  return links.map((link, i) => (
    <Fragment key={link.to}>
      {i > 0 ? ' · ' : null}
      <ProseLink to={link.to}>{link.label}</ProseLink>
    </Fragment>
  ))
}

/**
 * A page of reading (terms, privacy, help): one readable column at most about 65 characters wide,
 * a list of its sections to jump to, and the sections with anchors.
 */
export function ProsePage({ title, intro, sections, children }: { title: string; intro: string; sections: ProseSection[]; children?: ReactNode }) {
  return (
    <article className="mx-auto max-w-[65ch] px-4 py-10">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{intro}</p>
      {sections.length > 2 ? (
        <nav aria-labelledby="on-this-page" className="mt-6 rounded-lg border border-border bg-card p-4">
          <h2 id="on-this-page" className="text-sm font-semibold">
            {t('legal.onThisPage')}
          </h2>
          <ul className="mt-1 text-sm">
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="inline-flex min-h-11 items-center text-primary underline-offset-4 hover:underline">
                  {s.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="mt-8 scroll-mt-20">
          <h2 id={`${s.id}-heading`} className="text-xl font-semibold">
            {s.heading}
          </h2>
          <div className="mt-3 space-y-3 leading-relaxed">{s.body}</div>
        </section>
      ))}
      {children}
    </article>
  )
}

/** Paragraphs of prose, then an optional line of links to the pages they mention. */
export function Paragraphs({ items, links }: { items: string[]; links?: ReactNode }) {
  return (
    <>
      {items.map((item) => (
        <p key={item}>{item}</p>
      ))}
      {links ? <p>{links}</p> : null}
    </>
  )
}

/** A bulleted list inside a section. */
export function Bullets({ items }: { items: ReactNode[] }) {
  return (
    <ul className="list-disc space-y-2 ps-6">
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders
        <li key={i}>{item}</li>
      ))}
    </ul>
  )
}

/** An inline link inside prose, underlined so it reads as a link without colour. */
export function ProseLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="text-primary underline underline-offset-4">
      {children}
    </Link>
  )
}
