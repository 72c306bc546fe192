import { hiddenMark } from './hidden-mark.ts'
import { maskContactDetails } from './mask-contact-details.ts'

/** A request's title as notifications and emails carry it: contact details hidden until it is accepted. */
export function shownTitle(request: { projectTitle: string; status: string }): string {
  return request.status === 'accepted' ? request.projectTitle : maskContactDetails(request.projectTitle, hiddenMark())
}
