/** A page built to stall an extraction that reads all of it (the tests and the crawl bench use it). */
const BLOCK =
  'Deadline: 15 March 2027. Grants of USD 50,000 to EUR 1.2m for groups in Kenya, Ghana, Nigeria, South Africa and West Africa. ' +
  'Applications close on 30/06/2027 at 17:00. Health, education and agriculture projects in Côte d’Ivoire, Sénégal, Tanzania. '

/** About 2 MB of repeated dates, amounts, country names and labels. */
export function hostileHtml(): string {
  const item = `<li><strong>Amount:</strong> Up to KES 2,000,000</li><li><strong>Countries:</strong> Kenya, Uganda, Rwanda</li><li><strong>Deadline:</strong> 19.03.2027</li>`
  const block = `<p>${BLOCK.repeat(20)}</p><ul>${item.repeat(20)}</ul><div><div><div><span>${BLOCK}</span></div></div></div>`
  const blocks = Array.from({ length: Math.ceil(2_000_000 / block.length) }, () => block)
  return `<!doctype html><html lang="en"><head><title>Community Grants 2027</title></head><body><main><h1>Community Grants 2027</h1>${blocks.join('')}<p>${'Kenya Ghana 12 March 2027 USD 5,000 '.repeat(20_000)}</p></main></body></html>`
}
