import { load } from 'cheerio/slim'
import { describe, expect, it } from 'vitest'
import { applyLink, applyLinkInText, blockText, closedMarker, fieldOfLabel, labelledValues, mainElement, stripChrome } from './layout.ts'

const pairsOf = (html: string) => {
  const $ = load(html)
  return labelledValues($, $.root()).map((v) => [v.field, v.value])
}

describe('Reading labels in four languages', () => {
  it.each([
    ['Deadline', 'deadline'],
    ['Closing date:', 'deadline'],
    ['Date limite', 'deadline'],
    ['Prazo de candidatura', 'deadline'],
    ['Tarehe ya mwisho', 'deadline'],
    ['Amount', 'amount'],
    ['Montant', 'amount'],
    ['Valor máximo', 'amount'],
    ['Financiamento', 'amount'],
    ['Kiasi', 'amount'],
    ['Eligible countries', 'places'],
    ['Pays éligibles', 'places'],
    ['Países elegíveis', 'places'],
    ['Nchi', 'places'],
    ['Funder', 'funder'],
    ['Funding organisation', 'funder'],
    ['Bailleur de fonds', 'funder'],
    ['Financiador', 'funder'],
    ['Mfadhili', 'funder'],
    ['How to apply', 'apply'],
    ['Postuler', 'apply'],
    ['Candidatar', 'apply'],
    ['Secteur', 'sector'],
  ])('"%s" is %s', (label, field) => {
    expect(fieldOfLabel(label)).toBe(field)
  })

  it('ignores sentences and unknown labels', () => {
    expect(fieldOfLabel('Opening date')).toBeNull()
    expect(fieldOfLabel('We are pleased to announce that the deadline for all applications has been extended by two weeks')).toBeNull()
  })
})

describe('Finding label → value pairs in varied layouts', () => {
  it('reads a definition list, a table, a header-row table and "Label: value" lines', () => {
    expect(pairsOf('<dl><dt>Deadline</dt><dd>15 March 2027</dd><dt>Amount</dt><dd>USD 50,000</dd></dl>')).toEqual([
      ['deadline', '15 March 2027'],
      ['amount', 'USD 50,000'],
    ])
    expect(pairsOf('<table><tr><th>Montant</th><td>50 000 FCFA</td></tr></table>')).toEqual([['amount', '50 000 FCFA']])
    expect(pairsOf('<table><tr><th>Prazo</th><th>Valor</th></tr><tr><td>30/04/2027</td><td>R$ 100.000</td></tr></table>')).toEqual(
      expect.arrayContaining([
        ['deadline', '30/04/2027'],
        ['amount', 'R$ 100.000'],
      ]),
    )
    expect(pairsOf('<ul><li><strong>Date limite :</strong> 15 mars 2027</li></ul>')).toContainEqual(['deadline', '15 mars 2027'])
    expect(pairsOf('<p>Funder: Acacia Foundation</p>')).toContainEqual(['funder', 'Acacia Foundation'])
  })

  it('reads a heading over a paragraph, Drupal-style field divs and <br>-separated lines', () => {
    expect(pairsOf('<h3>Deadline</h3><p>30 June 2027 (midnight GMT).</p>')).toContainEqual(['deadline', '30 June 2027 (midnight GMT).'])
    expect(pairsOf('<div class="field"><div class="field-label">Closing date</div><div class="field-item">1 May 2027</div></div>')).toContainEqual(['deadline', '1 May 2027'])
    expect(pairsOf('<p><strong>Deadline:</strong> 15 March 2027<br><strong>Amount:</strong> up to €20,000<br>Eligible countries: Kenya, Ghana</p>')).toEqual(
      expect.arrayContaining([
        ['deadline', '15 March 2027'],
        ['amount', 'up to €20,000'],
        ['places', 'Kenya, Ghana'],
      ]),
    )
  })
})

describe('Finding the page’s content and its apply link', () => {
  const page = `<html><body><header><nav><a href="/grants">Grants</a></nav></header><div class="cookie-banner">We use cookies</div>
<main><h1>Call</h1><p>First paragraph.</p><ul><li>One</li><li>Two</li></ul><p>To apply, fill in the form at <a href="https://apply.example.org/x">apply.example.org/x</a>.</p>
<a class="btn" href="/postuler/x">Postuler</a></main><footer>Address</footer></body></html>`

  it('keeps a line per block and drops navigation, banners and footers', () => {
    const $ = load(page)
    stripChrome($)
    const text = blockText(mainElement($))
    expect(text.split('\n').slice(0, 4)).toEqual(['Call', 'First paragraph.', 'One', 'Two'])
    expect(text).not.toMatch(/cookies|Address|Grants/)
  })

  it('finds an apply button by its words and an apply link in a sentence', () => {
    const $ = load(page)
    expect(applyLink($, $.root())).toBe('/postuler/x')
    expect(applyLinkInText($, $.root())).toBe('https://apply.example.org/x')
  })
})

describe('Seeing that a call is closed', () => {
  it.each([
    '<span class="badge">Closed</span>',
    '<p class="status">Clôturé</p>',
    '<strong>Candidaturas encerradas</strong>',
    '<p>This call is now closed. Thank you to all applicants.</p>',
    "<p>L'appel à projets est clôturé depuis le 3 mars.</p>",
    '<p>Maombi yamefungwa.</p>',
  ])('%s', (html) => {
    const $ = load(`<main><h1>Call</h1>${html}</main>`)
    expect(closedMarker($, $.root(), 'Call')).not.toBeNull()
  })

  it('does not take a closing date for a closed call', () => {
    const $ = load('<main><h1>Call</h1><p><strong>Closing date:</strong> 15 March 2027</p><p>Applications close at midnight.</p></main>')
    expect(closedMarker($, $.root(), 'Call')).toBeNull()
  })
})

describe('Deadline labels in five languages', () => {
  it.each([
    'Closing date',
    'Submission deadline',
    'Applications close',
    'Expressions of interest due',
    'Concept notes due',
    'Date limite de soumission',
    'Date limite de dépôt',
    'Date de clôture',
    'Date butoir',
    'Prazo de candidatura',
    'Prazo de submissão',
    'Data limite',
    'Tarehe ya mwisho',
    'Tarehe ya kufunga',
    'آخر موعد',
    'الموعد النهائي',
    'آخر أجل لتقديم الترشحات',
  ])('"%s" labels the deadline', (label) => {
    expect(fieldOfLabel(label)).toBe('deadline')
  })

  it.each(['Source', 'Original call', 'Via', 'Fonte', 'Chanzo', 'المصدر'])('"%s" labels where an aggregator found the call', (label) => {
    expect(fieldOfLabel(label)).toBe('source')
  })
})
