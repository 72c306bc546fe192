import type { ReactNode } from 'react'

/** The coloured band at the top of a marketing page: its heading, a line of text, and what follows. */
export function PageHero({ title, body, illustration, children }: { title: string; body: string; illustration?: ReactNode; children?: ReactNode }) {
  return (
    <section className="bg-secondary">
      <div className="container-page py-12 text-center sm:py-16">
        {illustration}
        <h1 className="mx-auto max-w-3xl text-3xl font-bold sm:text-4xl">{title}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{body}</p>
        {children}
      </div>
    </section>
  )
}

/**
 * Questions that open to their answers; <details>, so they work without JavaScript. The verification
 * FAQ's items come from a loader (app/domain/marketing/verification-faq.server.ts, ADR 017).
 */
export function FaqList({ items }: { items: ReadonlyArray<{ question: string; answer: string }> }) {
  return (
    <div className="mt-8 divide-y divide-border rounded-lg border border-border bg-card">
      {items.map((item) => (
        <details key={item.question} className="p-4">
          <summary className="cursor-pointer font-medium">{item.question}</summary>
          <p className="mt-2 text-sm text-muted-foreground">{item.answer}</p>
        </details>
      ))}
    </div>
  )
}
