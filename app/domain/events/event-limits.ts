/** Lengths of staff's event form fields (ADR 077). */
export const EVENT_LIMITS = { title: 200, description: 4000, place: 200 } as const
export const EVENT_FIELDS = ['title', 'description', 'startsAt', 'endsAt', 'onlineUrl', 'place', 'capacity'] as const
