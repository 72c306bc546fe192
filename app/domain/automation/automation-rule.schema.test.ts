import { describe, expect, it } from 'vitest'
import { automationRuleErrors, automationRuleFormSchema, readStoredRule } from './automation-rule.schema.server.ts'

const form = (fields: Record<string, unknown>) => ({ name: 'Rule', trigger: 'match.new', minScore: '85', sector: '', days: '14', actions: [], assignTo: '', notifyTo: '', ...fields })

describe('An automation rule from the form', () => {
  it('becomes the issue’s two examples: a match in Agriculture saved and assigned; a reminder to the assignee 14 days before', () => {
    const match = automationRuleFormSchema.parse(form({ name: ' Agriculture leads ', sector: 'agriculture', actions: ['assign', 'save'], assignTo: 'user-lead' }))
    expect(match).toEqual({
      name: 'Agriculture leads',
      trigger: { type: 'match.new', minScore: 85, sector: 'agriculture' },
      // Always in the catalogue's order, whatever order the boxes were sent in.
      actions: [{ type: 'save' }, { type: 'assign', userId: 'user-lead' }],
    })
    const reminder = automationRuleFormSchema.parse(form({ trigger: 'deadline.approaching', minScore: 'ignored', days: '14', actions: ['notify'], notifyTo: 'assignee' }))
    expect(reminder).toEqual({ name: 'Rule', trigger: { type: 'deadline.approaching', days: 14 }, actions: [{ type: 'notify', userId: 'assignee' }] })
  })

  it('refuses scores, days, triggers, sectors and actions outside the catalogue, each at its field', () => {
    const errors = (fields: Record<string, unknown>) => {
      const parsed = automationRuleFormSchema.safeParse(form(fields))
      return parsed.success ? {} : automationRuleErrors(parsed.error)
    }
    for (const minScore of ['49', '101', '8.5', '', 'eighty', '1e2']) expect(errors({ minScore, actions: ['save'] }).minScore, minScore).toBe('Enter a match score from 50 to 100.')
    for (const days of ['0', '61', '-1', ' '])
      expect(errors({ trigger: 'deadline.approaching', days, actions: ['notify'], notifyTo: 'assignee' }).days, days).toBe('Enter a number of days from 1 to 60.')
    expect(errors({ trigger: 'status.changed' }).trigger).toBe('Choose when the rule acts.')
    expect(errors({ sector: 'mining', actions: ['save'] }).sector).toBe('Choose a sector from the list.')
    expect(errors({ actions: ['delete'] }).actions).toBe('Choose what the rule does from the list.')
    expect(errors({ actions: [] }).actions).toBe('Choose at least one thing the rule does.')
    expect(errors({ trigger: 'deadline.approaching', actions: ['save'] }).actions).toContain('saving is for new matches only')
    expect(errors({ actions: ['assign'], assignTo: 'assignee' }).assignTo).toBe('Choose whom to assign it to.')
    expect(errors({ actions: ['notify'] }).notifyTo).toBe('Choose whom to tell.')
    expect(errors({ name: '', actions: ['save'] }).name).toBe('Give the rule a name.')
    expect(errors({ name: 'x'.repeat(101), actions: ['save'] }).name).toBe('The name can be up to 100 characters.')
    expect(errors({ name: 'Tab\u0007', actions: ['save'] }).name).toContain('invisible control characters')
    expect(errors({ name: new File(['x'], 'x.txt'), actions: ['save'] }).name).toContain('must be typed text')
  })
})

describe('A stored rule', () => {
  it('is read back only when it fits the catalogue', () => {
    expect(readStoredRule({ type: 'match.new', minScore: 85, sector: null }, [{ type: 'save' }])).not.toBeNull()
    expect(readStoredRule({ type: 'match.new', minScore: 20, sector: null }, [{ type: 'save' }])).toBeNull()
    expect(readStoredRule({ type: 'deadline.approaching', days: 14 }, [{ type: 'save' }])).toBeNull()
    expect(
      readStoredRule({ type: 'deadline.approaching', days: 14 }, [
        { type: 'notify', userId: 'u' },
        { type: 'notify', userId: 'v' },
      ]),
    ).toBeNull()
    expect(readStoredRule({ type: 'match.new', minScore: 85, sector: null }, [{ type: 'run', code: 'rm -rf /' }])).toBeNull()
  })
})
