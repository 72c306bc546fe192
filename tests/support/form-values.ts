/** A browser form's body: a list (ticked boxes, a multiple select) as one entry per value. */
export function formBody(fields: Record<string, string | readonly string[]>): URLSearchParams {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) for (const one of typeof value === 'string' ? [value] : value) body.append(name, one)
  return body
}

/** Whether a page's box of this name and value is ticked. */
export const ticked = (html: string, name: string, value: string) => new RegExp(`<input(?=[^>]*name="${name}")(?=[^>]*value="${value}")(?=[^>]*checked)[^>]*>`).test(html)

/** The values chosen in a page's select of this id, in the order it lists them. */
export function selected(html: string, id: string): string[] {
  const select = new RegExp(`<select[^>]*id="${id}"[^>]*>([\\s\\S]*?)</select>`).exec(html)
  if (!select) throw new Error(`No select #${id} on the page`)
  return [...select[1].matchAll(/<option[^>]*>/g)].filter(([option]) => /\sselected(=""|\s|>)/.test(option)).map(([option]) => /value="([^"]*)"/.exec(option)?.[1] ?? '')
}
