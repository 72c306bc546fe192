/**
 * @mentions in a comment, resolved against the members of the application's organization only
 * (pure: the caller passes that organization's members). A mention is `@` followed by a member's
 * display name, their email's local part, or their first name when no one else in the team has it;
 * compared without case or accents (é = e, Arabic vowel marks and hamza seats ignored), the longest
 * name first ("@Ali Hassan" is Ali Hassan, not Ali). An `@` inside an email address is not a
 * mention, a name that is only the start of a longer word is not one ("@Aminata" is not Amina), and
 * a name two members share names no one. Anything unresolved stays plain text.
 */
export interface MentionableMember {
  id: string
  name: string
  email: string
}

/** Where a resolved mention is in the body: from its `@` to the end of the name (exclusive). */
export interface MentionSpan {
  start: number
  end: number
  userId: string
}

// Combining marks (accents, Arabic short vowels, and after NFD the hamza of أ إ آ) and the Arabic tatweel.
const IGNORED = /[\p{M}\u0640]/gu
const WORD = /[\p{L}\p{N}]/u
// A character that makes the `@` after it part of an email address or a word ("amina@ngo.org").
const BEFORE_EMAIL = /[\p{L}\p{N}\p{M}._%+-]/u

/** A name as mentions compare it: no case, no accents, single spaces. */
export function foldName(value: string): string {
  return value.normalize('NFD').toLowerCase().normalize('NFD').replace(IGNORED, '').replace(/\s+/g, ' ').trim()
}

/** Every way of naming a member, folded, to that member; a name that fits two members is left out. */
function mentionTable(members: readonly MentionableMember[]): Map<string, string> {
  const strong = new Map<string, Set<string>>()
  const weak = new Map<string, Set<string>>()
  const add = (table: Map<string, Set<string>>, key: string, id: string) => {
    if (!key || !WORD.test(key)) return
    const ids = table.get(key) ?? new Set<string>()
    ids.add(id)
    table.set(key, ids)
  }
  for (const member of members) {
    const name = foldName(member.name)
    add(strong, name, member.id)
    add(strong, foldName(member.email.slice(0, member.email.lastIndexOf('@'))), member.id)
    const first = name.split(' ')[0]
    if (first !== name) add(weak, first, member.id)
  }
  const table = new Map<string, string>()
  for (const [key, ids] of strong) if (ids.size === 1) table.set(key, [...ids][0])
  // A first name counts only when it is no one's full name or address and one member has it.
  for (const [key, ids] of weak) if (!strong.has(key) && ids.size === 1) table.set(key, [...ids][0])
  return table
}

/** The text after position `from`, folded, with where each folded character ends in the original. */
function foldFrom(body: string, from: number, limit: number) {
  let folded = ''
  const ends: number[] = []
  let i = from
  while (i < body.length && folded.length <= limit) {
    const ch = String.fromCodePoint(body.codePointAt(i)!)
    i += ch.length
    let piece = /\s/u.test(ch) ? ' ' : foldName(ch)
    if (piece === ' ' && (folded.endsWith(' ') || folded === '')) piece = folded === '' ? '\u0000' : ''
    folded += piece
    for (let k = 0; k < piece.length; k++) ends.push(i)
  }
  return { folded, ends }
}

/** The members a comment mentions (each once, in order) and where each mention is. */
export function parseMentions(body: string, members: readonly MentionableMember[]): { userIds: string[]; spans: MentionSpan[] } {
  const table = mentionTable(members)
  const names = [...table.keys()].sort((a, b) => b.length - a.length)
  const longest = names[0]?.length ?? 0
  const spans: MentionSpan[] = []
  let at = body.indexOf('@')
  while (at !== -1 && longest > 0) {
    let next = at + 1
    const before = at > 0 ? String.fromCodePoint(body.codePointAt(at - 1)!) : ''
    // The low half of a surrogate pair before `@` is a letter's end: read the whole letter.
    const previous = at > 1 && /[\uDC00-\uDFFF]/.test(before) ? body.slice(at - 2, at) : before
    if (!BEFORE_EMAIL.test(previous)) {
      const { folded, ends } = foldFrom(body, at + 1, longest + 1)
      const name = names.find((n) => folded.startsWith(n) && !WORD.test(String.fromCodePoint(folded.codePointAt(n.length) ?? 32)))
      if (name) {
        const end = ends[name.length - 1]
        spans.push({ start: at, end, userId: table.get(name)! })
        next = end
      }
    }
    at = body.indexOf('@', next)
  }
  return { userIds: [...new Set(spans.map((s) => s.userId))], spans }
}

/** The member a typed name (with or without its `@`) names, as a mention would; null when none or two. */
export function findMember(value: string, members: readonly MentionableMember[]): string | null {
  return mentionTable(members).get(foldName(value.replace(/^\s*@/, ''))) ?? null
}
