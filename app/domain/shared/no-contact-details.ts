import { containsContactDetails } from '../requests/mask-contact-details.ts'

/**
 * A schema refinement: true when the text holds no email address or phone number (the same
 * detector that masks request messages). Names, titles and bios are shown to others before any
 * request is accepted, and contact details are shared only once one is (issue 23).
 */
export const noContactDetails = (value: string | null | undefined): boolean => !value || !containsContactDetails(value)
