/**
 * The cases the contact-detail mask is held to, as data: the pure function's unit test and the
 * end-to-end probe (a member writing to an expert before acceptance) both run every line. Each
 * detail case is [how, what is written, what is shown], with HIDDEN where the detail was; each test
 * puts its own placeholder there (shownWith). Adding a case is one line (issue 23, finding 1).
 */
export const HIDDEN = '[hidden]'

/** `seen` with the placeholder a test expects in place of each hidden detail. */
export const shownWith = (seen: string, placeholder: string) => seen.replaceAll(HIDDEN, placeholder)

const H = HIDDEN
export const ZWSP = '\u200B'
const ZWJ = '\u200D'
const SHY = '\u00AD'
export const RLO = '\u202E'
export const PDF = '\u202C'
/** Writes ASCII digits in another script whose 0–9 start at `zero` (Arabic-Indic U+0660, mathematical bold U+1D7CE…). */
export const digitsIn = (zero: number, text: string) => text.replace(/\d/g, (d) => String.fromCodePoint(zero + Number(d)))

type Case = [how: string, written: string, seen: string]

/** Email addresses that reached the expert unmasked before the detector normalised what it reads. */
export const DISGUISED_ADDRESSES: Case[] = [
  ['an "at" written out before a dotted domain', 'Write to jane at example.org', `Write to ${H}`],
  ['an "at" written out before a dotted domain, mid-sentence', 'Write to jane at example.org today', `Write to ${H} today`],
  ['"at" and "dot" written out', 'Write to jane at example dot org', `Write to ${H}`],
  ['two spaces around @', 'jane  @  example.org', H],
  ['two spaces around @, in a sentence', 'Write to jane  @  example.org', `Write to ${H}`],
  ['a zero-width space inside an address', `jane${ZWSP}@example.org`, H],
  ['a zero-width space inside an address, in a sentence', `Write to jane${ZWSP}@example.org`, `Write to ${H}`],
  ['a zero-width space inside the domain', `jane@exam${ZWSP}ple.org`, H],
  ['a zero-width joiner inside an address', `jane${ZWJ}@${ZWJ}example.org`, H],
  ['a zero-width joiner inside the domain', `Write to jane@exam${ZWJ}ple.org`, `Write to ${H}`],
  ['a soft hyphen inside an address', `ja${SHY}ne@exam${SHY}ple.or${SHY}g`, H],
  ['a soft hyphen inside the domain', `Write to jane@exam${SHY}ple.org`, `Write to ${H}`],
  ['a full-width @', 'jane＠example.org', H],
  ['a full-width @, in a sentence', 'Write to jane＠example.org', `Write to ${H}`],
  ['a small @ and a full-width dot', 'jane﹫example．org', H],
  ['full-width letters throughout', 'ｊａｎｅ＠ｅｘａｍｐｌｅ．ｏｒｇ', H],
  ['an address reversed behind U+202E', `Write to ${RLO}gro.elpmaxe@enaj${PDF} today`, `Write to ${H} today`],
  ['an address reversed behind U+202E to the end of the text', `${RLO}gro.elpmaxe@enaj`, H],
  ['an ideographic full stop in the domain', 'jane@example。org', H],
  ['arobase and point (French)', 'jane arobase exemple point fr', H],
  ['arobase and point (French), in a sentence', 'Écrivez à jane arobase exemple point fr', `Écrivez à ${H}`],
  ['arroba and ponto (Portuguese)', 'jane arroba exemplo ponto com ponto br', H],
  ['arroba and ponto (Portuguese), in a sentence', 'Escreva para jane arroba exemplo ponto com', `Escreva para ${H}`],
  ['at and nukta (Swahili)', 'jane at mfano nukta co nukta ke', H],
  ['[at] written in Arabic dots', 'jane [at] example نقطة org', H],
  ['a combining mark on the @', 'jane@\u0301example.org', H],
]

/** Phone numbers that reached the expert unmasked before the detector normalised what it reads. */
export const DISGUISED_PHONE_NUMBERS: Case[] = [
  ['double spaces between groups', 'Call 0712  345  678 now', `Call ${H} now`],
  ['double spaces between groups, mid-sentence', 'Call 0712  345  678 tonight', `Call ${H} tonight`],
  ['commas between groups', 'Call 0712,345,678 now', `Call ${H} now`],
  ['commas between groups, mid-sentence', 'Call 0712,345,678 tonight', `Call ${H} tonight`],
  ['commas and spaces between groups', 'Call +254, 712, 345, 678', `Call ${H}`],
  ['slashes between groups', 'Call 0712/345/678', `Call ${H}`],
  ['slashes between groups, mid-sentence', 'Call 0712/345/678 tonight', `Call ${H} tonight`],
  ['underscores between groups', 'Call 0712_345_678', `Call ${H}`],
  ['underscores between groups, mid-sentence', 'Call 0712_345_678 tonight', `Call ${H} tonight`],
  ['an x between groups', 'Call 0712x345x678', `Call ${H}`],
  ['an x between groups, mid-sentence', 'Call 0712x345x678 tonight', `Call ${H} tonight`],
  ['a spaced hyphen between groups', 'Call 0712 - 345 - 678', `Call ${H}`],
  ['a spaced hyphen between groups, mid-sentence', 'Call 0712 - 345 - 678 tonight', `Call ${H} tonight`],
  ['a dash that is not a hyphen', 'Call 0712–345–678', `Call ${H}`],
  ['full-width digits', 'Call ０７１２ ３４５ ６７８', `Call ${H}`],
  ['full-width digits, mid-sentence', 'Call ０７１２ ３４５ ６７８ tonight', `Call ${H} tonight`],
  ['Arabic-Indic digits', `اتصل ${digitsIn(0x0660, '0712 345 678')}`, `اتصل ${H}`],
  ['Arabic-Indic digits, mid-sentence', `Call ${digitsIn(0x0660, '0712 345 678')} tonight`, `Call ${H} tonight`],
  ['Eastern Arabic-Indic digits', `Call ${digitsIn(0x06f0, '0712345678')}`, `Call ${H}`],
  ['Devanagari digits', `Call ${digitsIn(0x0966, '0712345678')}`, `Call ${H}`],
  ['mathematical bold digits', `Call ${digitsIn(0x1d7ce, '0712 345 678')}`, `Call ${H}`],
  ['mathematical bold digits, mid-sentence', `Call ${digitsIn(0x1d7ce, '0712 345 678')} tonight`, `Call ${H} tonight`],
  ['mathematical monospace digits', `Call ${digitsIn(0x1d7f6, '+254712345678')}`, `Call ${H}`],
  ['circled digits', 'Call ⓪⑦①② ③④⑤ ⑥⑦⑧', `Call ${H}`],
  ['superscript digits', 'Call ⁰⁷¹²³⁴⁵⁶⁷⁸', `Call ${H}`],
  ['a letter O for the leading zero', 'Call O712 345 678', `Call ${H}`],
  ['a letter O for the leading zero, mid-sentence', 'Call O712 345 678 tonight', `Call ${H} tonight`],
  ['a lower-case o for a zero inside', 'Call 07o2 345 678', `Call ${H}`],
  ['a letter l for a one inside', 'Call 07l2 345 678', `Call ${H}`],
  ['zero-width spaces between digits', `Call 0712${ZWSP}345${ZWSP}678`, `Call ${H}`],
  ['zero-width spaces between digits, mid-sentence', `Call 0712${ZWSP}345${ZWSP}678 tonight`, `Call ${H} tonight`],
  ['soft hyphens between digits', `Call 07${SHY}12${SHY}34${SHY}56${SHY}78`, `Call ${H}`],
  ['a number glued to a word', 'tel0712345678', `tel${H}`],
  ['a number glued to a word by a full stop', 'Tel.0712345678', `Tel.${H}`],
  ['a number after a figure', 'Budget 50,000 then 0712 345 678', `Budget 50,000 then ${H}`],
  ['a number behind U+202E', `Call ${RLO}876 543 2170${PDF}`, `Call ${H}`],
  ['a number behind U+202E, mid-sentence', `Call ${RLO}876 543 2170${PDF} tonight`, `Call ${H} tonight`],
  ['a number in brackets', '(0712 345 678)', `(${H})`],
  ['many digits before it', 'Ref 000000 0712 345 678', `Ref ${H}`],
  ['a reference before it', 'Grant no. 2026 0712 345 678', `Grant no. 2026 ${H}`],
  ['an amount before it', 'For $50,000 712 345 678', `For $50,000 ${H}`],
]

/** Every disguised detail: addresses, then phone numbers. */
export const DISGUISED_DETAILS: Case[] = [...DISGUISED_ADDRESSES, ...DISGUISED_PHONE_NUMBERS]

/** Ordinary prose and figures the mask must leave as written. */
export const ORDINARY_TEXT: string[] = [
  'Our budget is $25,000 to $40,000 for 2026.',
  'Between 50000 and 120000 USD',
  'We ran programs in 2019 2020 2021 and 2022.',
  'We ran programs in 2019, 2020, 2021 and 2022.',
  'We ran the programme in 2019 2020 2021 and 2022',
  'Deadline 2026-12-31, report due 31/01/2027',
  'The call closes on 2026-11-28; the report is due 31/01/2027',
  'From 1/2/2026 - 3/3/2026 and 2026-11-28 to 2026-12-31',
  'From 1/2/2026 - 3/3/2026 we run the pilot',
  'A grant of 1500000 KES covers 12 months',
  'Reached 350 schools and 12,400 pupils (98%).',
  'Look at this dot point: we meet at noon.',
  'Our office is at 14 Jinja Road, Kampala.',
  'The $1000000000 fund',
  'Version 2.0.1 of the report',
  'Let us meet at 5 pm',
  'Let us meet at 5 pm on Friday',
  'Look at the budget before Friday',
  'Look at the budget before we talk',
  'Look at example.org for the call',
  'I am at home. Me too.',
  'We met at the office.Then we wrote.',
  'Look at report.pdf and notes.docx',
  'A total of $50,000 and €1,250,000.50',
  'The budget is $50,000, or 1,250,000 KES, of which 10% is overheads',
  'A total of 1,250,000,000 over five years',
  'The fund is 1.250.000.000 FCFA',
  'ميزانية ٥٠٬٠٠٠ دولار لعام ٢٠٢٦',
  'Grant no. 2026-00123-456 was awarded',
  'Grant no. 2026-00123-456 funded the first phase',
  'Reference: 2026/0042/1234',
  'See GR-2026-00123 and award #1234567890',
  'We trained 120, 150, 300 and 450 teachers',
  'Results: 350. 1200. 45000.',
  'Le point sur le budget: rendez-vous à 17 h.',
  'O Lord, 10 Oak Street',
  'P.O. Box 30197-00100, Nairobi',
  'Our office: P.O. Box 30197-00100, Nairobi',
  'ISBN 978-3-16-148410-0',
  'USD 100,000 – 500,000 per project',
  'Salary: KES 280,000 – 340,000 gross per month',
  'A registered NGO in Kenya (OP.218/051/2008/0123).',
  'A registered NGO in Kenya (OP.218/051/2008/0123)',
  'See /grants/?page=2 2026-11-20',
  'Timelines 3-5 / 5-7 / 7-10 / 10-15 business days',
  'Screens of 360/768/1280 px; a box of 1200 x 800 x 600 mm',
  'A ceiling of 200000000 for the whole programme',
  'Um total de 912 mil reais',
  'Between 10% and 15% of 2,000,000 people',
]
