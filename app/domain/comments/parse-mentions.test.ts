import { describe, expect, it } from 'vitest'
import { findMember, parseMentions, type MentionableMember } from './parse-mentions.ts'

const amina: MentionableMember = { id: 'amina', name: 'Amina Diallo', email: 'amina.diallo@sahel-water.org' }
const kwame: MentionableMember = { id: 'kwame', name: 'Kwame Mensah', email: 'kmensah@sahel-water.org' }
const therese: MentionableMember = { id: 'therese', name: 'Thérèse Uwimana', email: 'tu@sahel-water.org' }
const fatima: MentionableMember = { id: 'fatima', name: 'فاطمة الزهراء', email: 'fatima@sahel-water.org' }
const ahmed: MentionableMember = { id: 'ahmed', name: 'أحمد بن علي', email: 'a.benali@sahel-water.org' }
const team = [amina, kwame, therese, fatima, ahmed]

const mentioned = (body: string, members: MentionableMember[] = team) => parseMentions(body, members).userIds

describe('Mentions in a comment', () => {
  it('name a member by their display name or, when no one else has it, their first name, in any case', () => {
    expect(mentioned('@Amina please review')).toEqual(['amina'])
    expect(mentioned('Thanks @amina diallo, and @KWAME MENSAH too.')).toEqual(['amina', 'kwame'])
    expect(mentioned('@Kwame: the budget?')).toEqual(['kwame'])
  })

  it('ignore accents both ways', () => {
    expect(mentioned('@Therese Uwimana can you sign?')).toEqual(['therese'])
    expect(mentioned('@thérèse')).toEqual(['therese'])
    const jose = { id: 'jose', name: 'Jose Nhantumbo', email: 'jn@ngo.org' }
    expect(mentioned('@José Nhantumbo', [jose])).toEqual(['jose'])
  })

  it('read Arabic names, with or without vowel marks and hamza seats, inside Arabic text', () => {
    expect(mentioned('شكرا @فاطمة الزهراء على المراجعة')).toEqual(['fatima'])
    expect(mentioned('@فَاطِمَة راجعي الميزانية')).toEqual(['fatima'])
    expect(mentioned('@احمد بن علي')).toEqual(['ahmed'])
    const { spans } = parseMentions('شكرا @فاطمة الزهراء!', team)
    expect(spans).toHaveLength(1)
    expect('شكرا @فاطمة الزهراء!'.slice(spans[0].start, spans[0].end)).toBe('@فاطمة الزهراء')
  })

  it('leave a first name two members share to no one, and take the longest name first', () => {
    const bello = { id: 'bello', name: 'Amina Bello', email: 'ab@sahel-water.org' }
    const both = [amina, bello, kwame]
    expect(mentioned('@Amina please review', both)).toEqual([])
    expect(mentioned('@Amina Bello please review', both)).toEqual(['bello'])
    expect(mentioned('@amina diallo and @Amina Bello', both)).toEqual(['amina', 'bello'])
    const ali = { id: 'ali', name: 'Ali', email: 'ali@ngo.org' }
    const aliHassan = { id: 'aliHassan', name: 'Ali Hassan', email: 'hassan@ngo.org' }
    expect(mentioned('@Ali Hassan, then @Ali.', [ali, aliHassan])).toEqual(['aliHassan', 'ali'])
    // Ali's whole name is also Ali Hassan's first: the whole name wins.
    expect(mentioned('@ali', [ali, aliHassan])).toEqual(['ali'])
  })

  it('name a member by the local part of their email address', () => {
    expect(mentioned('@kmensah see the new call')).toEqual(['kwame'])
    expect(mentioned('@amina.diallo, the form')).toEqual(['amina'])
  })

  it('are not an @ inside an email address', () => {
    expect(mentioned('Write to amina@sahel-water.org or kmensah@sahel-water.org')).toEqual([])
    expect(mentioned('Write to amina.diallo@sahel-water.org')).toEqual([])
  })

  it('leave an unknown @name, or a longer word that starts with a name, as text', () => {
    expect(mentioned('@Xavier what do you think?')).toEqual([])
    expect(mentioned('@Aminata what do you think?')).toEqual([])
    expect(mentioned('@ Amina')).toEqual([])
    expect(mentioned('no mention at all')).toEqual([])
    expect(mentioned('@Amina', [])).toEqual([])
  })

  it('list each member once, however often they are named', () => {
    expect(mentioned('@Amina @amina @Amina Diallo')).toEqual(['amina'])
    expect(parseMentions('@Amina @amina', team).spans).toHaveLength(2)
  })

  it('find the member a name typed into the mention box names', () => {
    expect(findMember('Amina Diallo', team)).toBe('amina')
    expect(findMember('@thérèse uwimana', team)).toBe('therese')
    expect(findMember('kmensah', team)).toBe('kwame')
    expect(findMember('Someone Else', team)).toBeNull()
  })
})
