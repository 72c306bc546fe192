/** A link inside prose, as loader data: where it goes and what it says. */
export interface ProseLinkData {
  to: string
  label: string
}

/**
 * A section of a page of reading as plain data, built on the server (app/domain/legal/*-content.server.ts)
 * so its long texts travel as the page's loader data instead of in every page's catalogue (ADR 017);
 * app/components/legal/prose-page.tsx draws it.
 */
export interface ProseSectionData {
  id: string
  heading: string
  paragraphs?: string[]
  bullets?: string[]
  /** Shown in a line under the paragraphs, separated by a middle dot. */
  links?: ProseLinkData[]
}

/** A page of reading as loader data: its document title and description, heading, intro and sections. */
export interface ProsePageData {
  meta: { title: string; description: string }
  title: string
  intro: string
  sections: ProseSectionData[]
}
