/** A run of an email's line: words, or a link shown as its address. */
export type EmailRun = { text: string } | { url: string }

/** What an email's HTML part is made of, in order: paragraphs of lines, and its one action button. */
export type EmailBlock = { type: 'paragraph'; lines: EmailRun[][] } | { type: 'action' }

const URL_PATTERN = /https?:\/\/[^\s<>"“”«»]+/g
/** Punctuation that ends a sentence after a link, not the link itself. */
const TRAILING = /[.,;:!?)\]’'»،؛]+$/

/** A line split into words and links. */
function runsOf(line: string): EmailRun[] {
  const runs: EmailRun[] = []
  let last = 0
  for (const match of line.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING, '')
    if (match.index > last) runs.push({ text: line.slice(last, match.index) })
    runs.push({ url })
    last = match.index + url.length
  }
  if (last < line.length) runs.push({ text: line.slice(last) })
  return runs
}

/**
 * Lays an email's plain text out as blocks, so the HTML part says exactly what the text part says:
 * paragraphs where the text leaves a blank line, its lines kept, its links made links. The action
 * button stands after the paragraph that holds the main link; where a line ends with that link, the
 * button takes its place (the words leading to it stay, "See the grant:"). A text that never writes
 * the link gets the button at its end.
 */
export function emailBlocks(text: string, actionUrl: string | null): EmailBlock[] {
  const blocks: EmailBlock[] = []
  let placed = actionUrl === null
  for (const paragraph of text.split(/\n\s*\n/)) {
    let holdsLink = false
    const lines: EmailRun[][] = []
    for (const line of paragraph.split('\n')) {
      let runs = runsOf(line.trimEnd())
      if (!placed && actionUrl && runs.some((run) => 'url' in run && run.url === actionUrl)) {
        holdsLink = true
        const end = runs.at(-1)
        if (end && 'url' in end && end.url === actionUrl) {
          runs = runs.slice(0, -1)
          const lead = runs.at(-1)
          if (lead && 'text' in lead) runs = [...runs.slice(0, -1), { text: lead.text.trimEnd() }]
        }
      }
      if (runs.some((run) => 'url' in run || run.text.trim() !== '')) lines.push(runs)
    }
    if (lines.length > 0) blocks.push({ type: 'paragraph', lines })
    if (holdsLink) {
      blocks.push({ type: 'action' })
      placed = true
    }
  }
  if (!placed) blocks.push({ type: 'action' })
  return blocks
}
