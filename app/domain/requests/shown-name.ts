import { hiddenMark } from './hidden-mark.ts'
import { maskContactDetails } from './mask-contact-details.ts'

/**
 * A member's or organization's name as the other side of a request sees it: contact details in it
 * hidden until the request is accepted, as in its messages. Names are refused with contact details
 * since issue 23; this hides what was stored before.
 */
export function shownName<T extends string | null | undefined>(name: T, status: string): T {
  if (!name || status === 'accepted') return name
  return maskContactDetails(name, hiddenMark()) as T
}
