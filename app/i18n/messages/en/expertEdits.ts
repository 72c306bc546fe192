/** Names checked for contact details, and the light review of a listed expert's public text (issue 23, items 2 and 3; ADR 034). */
export default {
  'validation.nameContact': 'Remove the email address or phone number from the name: names are shown to others, and contact details are shared only once a request is accepted.',
  'validation.orgNameContact': 'Remove the email address or phone number from the organization name: it is shown to others, and contact details are shared only once a request is accepted.',
}
