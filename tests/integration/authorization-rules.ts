import { MEMBER_ROLES, type MemberRole } from '../../app/catalog/team.ts'

/**
 * Who may do what: one rule for every route in app/routes.ts, for GET and POST, for each of seven
 * visitors. authorization-matrix-<area>.test.ts send every request and hold the app to this table; a
 * route added without a rule here fails authorization-matrix-routes.test.ts.
 *
 * Roles: `visitor` is signed out; `owner` is member A, whose resources fill the route's params;
 * `other` is member B, signed in, of another organization; `admin` is an administrator (who is not
 * A). `teamAdmin`, `editor` and `viewer` are members of A's organization with those roles (ADR 030):
 * the organization's pipeline, verification and billing are theirs as far as their role allows, while
 * A's personal pages (notifications, saved searches, calendar, requests, engagements) stay A's.
 */

export const ROLES = ['visitor', 'other', 'admin', 'owner', 'teamAdmin', 'editor', 'viewer'] as const
export type Role = (typeof ROLES)[number]
/** The matrix roles who belong to A's organization, with their role in it (A is its owner). */
export const TEAM_ROLES = { owner: 'owner', teamAdmin: 'admin', editor: 'editor', viewer: 'viewer' } as const satisfies Partial<Record<Role, MemberRole>>
export type TeamRole = keyof typeof TEAM_ROLES
export const isTeamRole = (role: Role): role is TeamRole => role in TEAM_ROLES

/** Words only member A's own data contains: none may reach anyone else unless a rule says `sees`. */
export const OWNER = {
  email: 'owner-a@example.org',
  orgName: 'Marula Owner Collective',
  notes: 'Owner A private note 7731',
  submission: 'Owner A Cassava Fund 4471',
  notification: 'Owner A notification 9902',
  document: 'Owner A certificate 5150',
  request: 'Owner A project request 6620',
  /** The project of A's engagement with a grant expert (an accepted request). */
  engagement: 'Owner A engagement 7781',
  /** The name of A's saved search. */
  savedSearch: 'Owner A saved search 8841',
  /** A comment on A's organization's application. */
  comment: 'Owner A team comment 6093',
  /** A's organization's registration number and yearly budget (never public). */
  registrationNumber: 'OWNREG-44817',
  budget: '7319427',
  /** The name of a member of A's team (their admin). */
  memberName: 'Tendai Teamadmin',
  /** A's mission, which A's public profile shows, and A's programme areas, which it does not. */
  mission: 'Owner A mission 3391',
  programAreas: 'Owner A programme areas 2207',
  /** A reviewer's note on A's revoked badge: never on the badge check. */
  reviewNote: 'Owner A reviewer note 4402',
  /** A's organization's saved custom report and API key. */
  reportName: 'Owner A report 5817',
  apiKeyName: 'Owner A API key 9264',
} as const
/**
 * Which of A's words belong to the organization, so that its members see them, from which role up
 * (app/catalog/team.ts): the name, the pipeline's notes and the members' addresses (the team page)
 * to everyone in it; the verification documents to admins. A's other words are A's own, and no
 * team member may see them.
 */
export const TEAM_SEES: Partial<Record<keyof typeof OWNER, MemberRole>> = {
  orgName: 'viewer',
  notes: 'viewer',
  comment: 'viewer',
  email: 'viewer',
  memberName: 'viewer',
  registrationNumber: 'viewer',
  budget: 'viewer',
  mission: 'viewer',
  programAreas: 'viewer',
  reportName: 'viewer',
  // The key's name (never the key) is in the team's activity feed ("created the API key …"), which viewers read.
  apiKeyName: 'viewer',
  document: 'admin',
}

/** Whether `role` may see A's word `name` anywhere (the leak check; `sees` and `publicWords` aside). */
export function mayRead(role: Role, name: keyof typeof OWNER): boolean {
  if (role === 'owner') return true
  const min = TEAM_SEES[name]
  return isTeamRole(role) && min !== undefined && reaches(TEAM_ROLES[role], min)
}
/** Whether a role in the organization is `min` or above (MEMBER_ROLES lists them highest first). */
export const reaches = (role: MemberRole, min: MemberRole) => MEMBER_ROLES.indexOf(role) <= MEMBER_ROLES.indexOf(min)

/** Member B's own data, which must never appear in A's pages either. */
export const OTHER = { email: 'other-b@example.org', orgName: 'Baobab Other Collective', notes: 'Other B private note 3318' } as const

/** Member A's resources (and a few shared ones) that fill the routes' params. */
export interface Fixture {
  grantId: string
  /** A grant only the delete route uses, so an allowed delete does not take the others' grant away. */
  spareGrantId: string
  applicationId: string
  verificationId: number
  documentId: string
  sessionId: string
  outboxId: string
  submissionId: string
  /** The receipt of A's verification fee. */
  receiptId: string
  /** Member A's application to join the Grant Experts directory, with a photo. */
  ownerExpertId: string
  ownerId: string
  /** A's booked consultation session (A's expert application is still pending). */
  hoursBookingId: string
  /** An image A generated as an expert (ADR 082): A's alone. */
  expertImageId: string
  /** A listed expert (approved, membership active) with a profile photo. */
  expertId: string
  provider: string
  /** The phone messaging provider the webhook route names (the local outbox). */
  phoneProvider: string
  authEndpoint: string
  unknownPath: string
  /** Member A's unsubscribe link with its signature altered. */
  forgedUnsubscribe: string
  /** A's engagement with a grant expert (neither B nor the admin), and the open dispute on its milestone. */
  engagementId: string
  disputeId: string
  /** A's open project request to an expert (who is none of the four roles). */
  requestId: string
  /** A's calendar feed token from before A reset the link: it opens nothing now. */
  oldCalendarToken: string
  /** A's saved search. */
  savedSearchId: string
  /** A's public profile's address (published, with country, mission and logo; A is on Premium). */
  slug: string
  /** The check code of A's earlier badge, revoked since (A's current application is under review). */
  checkCode: string
  /** A's organization's saved custom report. */
  reportId: string
  /** The token of A's open invitation to someone who is none of the seven. */
  inviteToken: string
  /** A's organization. */
  orgId: string
  /** The address of the funder of the matrix's grants (/funders/:slug). */
  funderSlug: string
  /** A draft issue of the members' newsletter (ADR 075). */
  newsletterIssueId: string
  /** A language the newsletter's preview is shown in. */
  newsletterLanguage: string
  /** An upcoming networking event (ADR 077). */
  eventId: string
}

export type Outcome = (
  | { kind: 'page' } // 200
  | { kind: 'redirect'; to: string | RegExp } // 3xx to that place
  | { kind: 'signIn' } // 302 to /auth?redirectTo=… (signed out)
  | { kind: 'denied' } // 302 to /dashboard with "Access denied" (not an admin)
  | { kind: 'deniedDiscover' } // 302 to /discover with "Access Denied" (not an admin, grant discovery console)
  | { kind: 'notFound' } // 404: someone else's resource is as unknown as a missing one
  | { kind: 'noMethod' } // 405: the route has no handler for the method
  | { kind: 'invalid' } // 400: the handler was reached and refused the input
  | { kind: 'refused'; status: number } // refused for lack of a signature or token
  | { kind: 'answered' } // any answer below 500 (better-auth's own endpoints)
  | { kind: 'forbidden'; to?: string | RegExp } // the role in the organization does not allow it: 403, or a redirect (to /dashboard unless told) with "team.notAllowed"
) & {
  /** This role may see members' data here (A's and B's): admin pages. Never for `visitor` or `other`. */
  sees?: boolean
  /** Words A has chosen to publish, which anyone may read here (A's public profile). */
  publicWords?: Array<keyof typeof OWNER>
  /** Words of member A's data that must appear (the owner really reached their resource). */
  shows?: Array<keyof typeof OWNER>
}

export interface RouteRule {
  /** Fixture fields for the path's :params (and `*`). */
  params?: Record<string, keyof Fixture>
  /** A query string (without `?`) built from the fixture. */
  query?: (f: Fixture) => string
  get: Record<Role, Outcome>
  post: Record<Role, Outcome>
  /** The POST body: form fields, or a string sent as JSON. Defaults to an empty form. */
  body?: (f: Fixture, role: Role) => Record<string, string> | string
  /** Each role uses a session of its own for this route (signing out ends the session). */
  freshSession?: boolean
}

const page: Outcome = { kind: 'page' }
const signIn: Outcome = { kind: 'signIn' }
const denied: Outcome = { kind: 'denied' }
const notFound: Outcome = { kind: 'notFound' }
const noMethod: Outcome = { kind: 'noMethod' }
const invalid: Outcome = { kind: 'invalid' }
const to = (place: string | RegExp): Outcome => ({ kind: 'redirect', to: place })
/** Refused for the member's role in the organization: a redirect (to /dashboard unless told) with "team.notAllowed", or 403. */
const forbidden = (place?: string | RegExp): Outcome => ({ kind: 'forbidden', to: place })

/** The same outcome for all seven. */
const everyone = (o: Outcome): Record<Role, Outcome> => ({ visitor: o, owner: o, other: o, admin: o, teamAdmin: o, editor: o, viewer: o })
/** Signed-out visitors are sent to sign in; every signed-in member gets `o` for themselves. */
const members = (o: Outcome): Record<Role, Outcome> => ({ ...everyone(o), visitor: signIn })
/**
 * Member A's own, personal resource: B, an admin (a member like any other here) and A's own team
 * find nothing.
 */
const ownerOnly = (o: Outcome, admin: Outcome = notFound): Record<Role, Outcome> => ({ ...members(notFound), owner: o, admin })
/** Admin pages: members are turned away with "Access denied"; admins may see members' data. */
const adminOnly = (o: Outcome): Record<Role, Outcome> => ({ ...members(denied), admin: { ...o, sees: true } })

/** The grant discovery console (spec §6): members go to /discover with "Access Denied: Admin privileges required". */
const discoveryAdminOnly = (o: Outcome): Record<Role, Outcome> => ({ ...members({ kind: 'deniedDiscover' }), admin: { ...o, sees: true } })

/**
 * A's organization's resource (ADR 030): its members whose role reaches `min` get `o`, the others
 * are refused for their role (`refusal`, by default a redirect to /dashboard with "team.notAllowed");
 * B and an admin (members of other organizations) find nothing unless told otherwise (their own page),
 * and visitors are sent to sign in.
 */
function team(min: MemberRole, o: Outcome, more: { refusal?: Outcome; other?: Outcome; admin?: Outcome; owner?: Outcome } = {}): Record<Role, Outcome> {
  const refusal = more.refusal ?? forbidden()
  const of = (role: TeamRole) => (reaches(TEAM_ROLES[role], min) ? o : refusal)
  return {
    visitor: signIn,
    other: more.other ?? notFound,
    admin: more.admin ?? notFound,
    owner: more.owner ?? of('owner'),
    teamAdmin: of('teamAdmin'),
    editor: of('editor'),
    viewer: of('viewer'),
  }
}
/** A team's page where each member of A's organization shows A's organization's words. */
const teamShows = (o: Outcome, shows: Array<keyof typeof OWNER>): Pick<Record<Role, Outcome>, TeamRole> => ({
  owner: { ...o, shows },
  teamAdmin: { ...o, shows },
  editor: { ...o, shows },
  viewer: { ...o, shows },
})

/** A public page without a form. */
const publicPage: Pick<RouteRule, 'get' | 'post'> = { get: everyone(page), post: everyone(noMethod) }

/**
 * Addresses beyond the matrix's one per route (other tabs, steps, filters, formats) that show A's
 * organization's data to its team: a visitor and another organization's member find none of A's
 * words there either (authorization-matrix.ts, "nothing leaks", in the file of each probe's area).
 */
export const LEAK_PROBES: Array<(f: Fixture) => string> = [
  () => '/profile?tab=organization',
  () => '/profile?tab=preferences',
  () => '/dashboard?tab=applications',
  (f) => `/verification-application/${f.verificationId}?step=5`,
  (f) => `/dashboard/applications/${f.applicationId}#comments`,
]

const FORGED_GRANT = { title: 'Hijacked grant title', description: 'Written by someone who may not.', source: 'Nobody' }

export const RULES: Record<string, RouteRule> = {
  '/': publicPage,
  '/trust-center': publicPage,
  '/how-it-works': publicPage,
  '/terms': publicPage,
  '/privacy': publicPage,
  '/cookies': publicPage,
  '/refund-policy': publicPage,
  '/about': publicPage,
  // Anyone may write to the team; an empty message is refused and nothing is stored.
  '/contact': { get: everyone(page), post: everyone(invalid), body: () => ({ name: '', email: '', topic: 'general', message: '' }) },
  '/help': publicPage,
  '/grant-experts': publicPage,
  '/grant-experts/browse': publicPage,
  // A listed expert's profile and photo are public (a signed-in member's view counts against the daily allowance).
  '/grant-experts/:id': { params: { id: 'expertId' }, ...publicPage },
  '/grant-experts/:id/photo': { params: { id: 'expertId' }, ...publicPage },
  '/get-verified': {
    get: everyone(page),
    // A tier that does not exist: members who may manage verification are returned to the page, and nothing starts.
    post: team('admin', to('/get-verified'), { other: to('/get-verified'), admin: to('/get-verified') }),
    body: () => ({ tier: 'no-such-tier' }),
  },
  '/verification-application/:id': {
    params: { id: 'verificationId' },
    // The organization's application: its admins manage it (verification.manage), editors and viewers may not.
    get: team('admin', { kind: 'page', shows: ['orgName'] }),
    // A's application is submitted, so even A is told it can no longer change.
    post: team('admin', to(/^\/verification-application\/\d+$/)),
    body: () => ({ intent: 'next', step: '1', organizationName: 'Hijacked Org', registrationNumber: 'X-1', websiteUrl: '', socialMediaLinks: '' }),
  },
  '/verification-application/:id/documents/:documentId': {
    params: { id: 'verificationId', documentId: 'documentId' },
    get: team('admin', { kind: 'page', shows: ['document'] }, { admin: { kind: 'page', sees: true, shows: ['document'] } }),
    post: everyone(noMethod),
  },
  // Each member's own application (or the form to send one); an empty form is refused.
  '/become-grant-expert': { get: members(page), post: members(invalid), body: () => ({ professionalTitle: '' }) },
  // An applicant's photo: the applicant and admins deciding it; anyone else finds nothing.
  '/become-grant-expert/photo/:id': {
    params: { id: 'ownerExpertId' },
    get: ownerOnly(page, { kind: 'page', sees: true }),
    post: everyone(noMethod),
  },
  // The sandbox checkout is the payer's own (A's), even for A's team.
  '/payments/sandbox/:sessionId': {
    params: { sessionId: 'sessionId' },
    get: ownerOnly(page),
    post: ownerOnly(to(/^http:\/\/127\.0\.0\.1:\d+\/dashboard\?subscription=success$/)),
    body: () => ({ outcome: 'pay' }),
  },
  '/pricing/checkout': {
    get: everyone(to('/#pricing')),
    // An unknown price: the owner is sent back to the pricing; only the owner changes the plan (ADR 035), so a team admin gets 403, editors and viewers a refusal.
    post: team('owner', to('/#pricing'), { refusal: forbidden('/#pricing'), other: to('/#pricing'), admin: to('/#pricing') }),
    body: () => ({ priceId: '', plan: 'Free Yearly' }),
  },
  '/api/payments/webhook/:provider': {
    params: { provider: 'provider' },
    get: everyone(noMethod),
    // Anyone may post (providers are not signed in); an unsigned event is refused.
    post: everyone({ kind: 'refused', status: 400 }),
    body: (f) => JSON.stringify({ id: 'evt_forged_matrix', type: 'checkout.completed', sessionId: f.sessionId }),
  },
  '/api/messaging/webhook/:provider': {
    params: { provider: 'phoneProvider' },
    get: everyone(noMethod),
    // Anyone may post (providers are not signed in); an unsigned reply is refused.
    post: everyone({ kind: 'refused', status: 403 }),
    body: () => JSON.stringify({ replies: [{ id: 'forged-matrix', channel: 'sms', from: '+254712345678', text: 'STOP' }] }),
  },
  // Africa's Talking's USSD callback: off (404) unless its token is configured; the matrix's server has none.
  '/api/messaging/ussd': { get: everyone(noMethod), post: everyone(notFound), body: () => 'phoneNumber=%2B254712345678&text=' },
  '/discover': publicPage,
  '/grant/:id': { params: { id: 'grantId' }, ...publicPage },
  // A funder's page: public, like its grants' pages; it shows no member's data.
  '/funders/:slug': { params: { slug: 'funderSlug' }, ...publicPage },
  '/grant/:id/save': {
    params: { id: 'grantId' },
    get: everyone(to(/^\/grant\/[\w-]+$/)),
    // Saving adds to the member's organization's list: any signed-in member may, except a viewer.
    post: { ...members(to(/^\/grant\/[\w-]+$/)), viewer: forbidden(/^\/grant\/[\w-]+$/) },
  },
  // A grant in the reader's language (ADR 072): the matrix's grants are in English, as its members read, so a member is told so on the grant.
  '/grant/:id/translate': { params: { id: 'grantId' }, get: everyone(to(/^\/grant\/[\w-]+$/)), post: members(to(/^\/grant\/[\w-]+$/)) },
  '/grant/:id/apply': {
    params: { id: 'grantId' },
    get: everyone(to(/^\/grant\/[\w-]+$/)),
    post: { ...members(to(/^\/grant\/[\w-]+$/)), viewer: forbidden(/^\/grant\/[\w-]+$/) },
  },
  // "Am I eligible?" (ADR 080), on the matrix's local model: a member who may ask is sent back to the
  // grant's answer (their organization has not opted in, so nothing is sent); viewers may not ask, visitors sign in.
  '/grant/:id/eligibility': {
    params: { id: 'grantId' },
    get: everyone(to(/^\/grant\/[\w-]+$/)),
    post: { ...members(to(/^\/grant\/[\w-]+#eligibility$/)), viewer: forbidden(/^\/grant\/[\w-]+$/) },
  },
  '/auth': {
    // Signed in already: members are sent on to their dashboard, staff to the admin panel.
    get: { ...members(to('/dashboard')), admin: to('/admin'), visitor: page },
    // A failed sign-in: visitors are told; signed-in members are sent on as above.
    post: { ...members(to('/dashboard')), admin: to('/admin'), visitor: invalid },
    body: () => ({ intent: 'login', email: 'nobody@example.org', password: '' }),
  },
  // The offline queue's changes (ADR 067): A's application, changed by its editors and up; to anyone
  // else it is unknown. A JSON answer for a script: a signed-out visitor is refused, not redirected.
  '/offline/replay': {
    get: everyone(noMethod),
    post: { ...team('editor', page), visitor: { kind: 'refused', status: 401 } },
    body: (f) => ({
      kind: 'application',
      applicationId: f.applicationId,
      status: 'submitted',
      submissionDate: '',
      amountAwarded: '',
      notes: OWNER.notes,
      'seen.status': 'draft',
      'seen.submissionDate': '',
      'seen.amountAwarded': '',
      'seen.notes': OWNER.notes,
    }),
  },
  '/auth/reset-password': { get: everyone(page), post: everyone(invalid), body: () => ({ email: 'not-an-email' }) },
  '/auth/sign-out': { get: everyone(to('/')), post: everyone(to('/')), freshSession: true },
  // The organization's pipeline for its whole team; A's grant submissions stay A's.
  '/dashboard': {
    get: { ...members(page), ...teamShows(page, ['orgName']), owner: { kind: 'page', shows: ['orgName', 'submission'] } },
    post: everyone(noMethod),
  },
  '/dashboard/applications/:id': {
    params: { id: 'applicationId' },
    // The organization's application: the whole team reads it, its notes, its comments and the members to assign; editors and up change it.
    get: team('viewer', { kind: 'page', shows: ['notes', 'comment', 'memberName'] }),
    post: team('editor', to(/^\/dashboard\/applications\/[\w-]+$/)),
    body: () => ({ status: 'submitted', submissionDate: '', amountAwarded: '', notes: OWNER.notes }),
  },
  // Drafting help on the organization's application (ADR 080): its team reads, editors and up write
  // (a draft never asked for cannot be saved); everyone else does not know the application (404).
  '/dashboard/applications/:id/drafts': {
    params: { id: 'applicationId' },
    get: team('viewer', page),
    post: team('editor', invalid),
    body: () => ({ intent: 'save', section: 'need', body: 'Matrix draft words' }),
  },
  '/dashboard/applications/:id/drafts/stream': {
    params: { id: 'applicationId' },
    get: everyone(noMethod),
    // Editors and up are refused before a word is streamed: A's organization has not opted in.
    post: team('editor', forbidden()),
    body: () => ({ section: 'need' }),
  },
  // Each member's own profile; the organization tab is the team's, and only its admins may change it.
  '/profile': {
    get: { ...members(page), ...teamShows(page, ['orgName']) },
    post: { ...members(invalid), editor: forbidden('/profile?tab=organization'), viewer: forbidden('/profile?tab=organization') },
    body: () => ({ intent: 'organization', orgName: '', country: '' }),
  },
  // The organization's plan: its admins manage it; B and an admin see their own organization's.
  '/billing': {
    get: team('admin', page, { other: page, admin: page }),
    // Resuming the renewal (nothing to resume, so nothing changes): only the owner changes the plan (ADR 035),
    // so a team admin, who may see Billing, gets 403; editors and viewers are refused for their role.
    // B and an admin, owners of their own organizations, resume their own.
    post: { ...team('owner', to('/billing'), { other: to('/billing'), admin: to('/billing') }), teamAdmin: { kind: 'refused', status: 403 } },
    body: () => ({ intent: 'resume-renewal' }),
  },
  '/billing/receipts/:id': {
    params: { id: 'receiptId' },
    get: team('admin', { kind: 'page', shows: ['orgName'] }),
    post: everyone(noMethod),
  },
  // Personal pages: each member of A's team has their own notifications, matches, saved searches and calendar.
  '/notifications': {
    get: { ...members(page), owner: { kind: 'page', shows: ['notification'] } },
    // Marks the member's own notifications read, never another's.
    post: members(to('/notifications')),
  },
  // Each member's own matches (and the organization's weekly reveals); the page has no form that posts.
  '/matches': { get: members(page), post: everyone(noMethod) },
  '/saved-searches': {
    get: { ...members(page), owner: { kind: 'page', shows: ['savedSearch'] } },
    // Pausing A's saved search: A may; B, an admin and A's team find no such search.
    post: ownerOnly(to('/saved-searches')),
    body: (f) => ({ intent: 'pause', id: f.savedSearchId }),
  },
  '/submit-grant': { get: members(page), post: members(invalid), body: () => ({ title: '' }) },
  '/engagements': {
    get: { ...members(page), owner: { kind: 'page', shows: ['engagement'] } },
    // Only experts set a payout account, and an empty one is refused for everyone.
    post: members(invalid),
    body: () => ({ payoutAccount: '' }),
  },
  '/engagements/:id': {
    params: { id: 'engagementId' },
    // Its member and its expert; admins read it (disputes) but do not act as a party.
    get: ownerOnly({ kind: 'page', shows: ['engagement'] }, { kind: 'page', sees: true, shows: ['engagement'] }),
    post: { ...ownerOnly(invalid), admin: { kind: 'refused', status: 403 } },
    body: () => ({ intent: 'add-milestone', title: '', amountUsd: '', dueDate: '' }),
  },
  // None of the seven belongs to a verified organization: the form shows "Verified Members Only" and the server refuses it.
  '/project-request': { get: members(page), post: members({ kind: 'refused', status: 403 }), body: () => ({ projectTitle: 'Hijacked request title' }) },
  '/requests': { get: { ...members(page), owner: { kind: 'page', shows: ['request'] } }, post: everyone(noMethod) },
  // Only the member who sent it and the expert asked see a request (admins may read it, not write in it).
  '/requests/:id': {
    params: { id: 'requestId' },
    get: ownerOnly({ kind: 'page', shows: ['request'] }, { kind: 'page', sees: true, shows: ['request'] }),
    post: ownerOnly(invalid, { kind: 'invalid', sees: true }),
    body: () => ({ intent: 'message', body: '' }),
  },
  // The expert's own workspace (A has applied); members who never applied are sent to apply.
  '/expert': { get: { ...members(to('/become-grant-expert')), owner: page }, post: everyone(noMethod) },
  // Consultation hours (ADR 076): an expert's own page; members who never applied are sent to apply.
  '/expert/hours': { get: { ...members(to('/become-grant-expert')), owner: page }, post: { ...members(to('/become-grant-expert')), owner: invalid } },
  '/expert/hours/bookings/:id/calendar': { params: { id: 'hoursBookingId' }, get: ownerOnly(page, { kind: 'page', sees: true }), post: everyone(noMethod) },
  '/admin/hours': { get: adminOnly(page), post: adminOnly(invalid), body: () => ({ intent: 'publish', startsAt: '', topic: '' }) },
  // The grant assistant (ADR 072; the matrix runs with the local model): every member reads their own
  // organization's consent and use; only owners and admins change it (an unknown choice here).
  '/assistant': {
    get: { ...members(page), ...teamShows(page, ['orgName']) },
    post: team('admin', invalid, { other: invalid, admin: invalid }),
    body: () => ({ intent: 'neither' }),
  },
  '/admin/assistant': { get: adminOnly(page), post: everyone(noMethod) },
  // The expert's own analytics (ADR 073): no id in the address; A (who applied, not yet a Pro member) sees what the feature is.
  '/expert/analytics': { get: { ...members(to('/become-grant-expert')), owner: page }, post: everyone(noMethod) },
  // Issue 28 §2 (ADR 081). The experts' AI features: members who never applied are sent to apply; A applied
  // (pending, no membership in force) sees what each feature is, and is refused its use (403).
  '/expert/assistant': {
    get: { ...members(to('/become-grant-expert')), owner: page },
    post: { ...members(to('/become-grant-expert')), owner: forbidden() },
    body: () => ({ intent: 'ask', question: '' }),
  },
  '/expert/assistant/stream': { get: everyone(noMethod), post: { ...members(to('/become-grant-expert')), owner: forbidden() }, body: () => ({ question: '' }) },
  '/expert/funders': { get: { ...members(to('/become-grant-expert')), owner: page }, post: { ...members(to('/become-grant-expert')), owner: forbidden() }, body: () => ({ intent: 'why' }) },
  '/expert/drafting': {
    get: { ...members(to('/become-grant-expert')), owner: page },
    post: { ...members(to('/become-grant-expert')), owner: forbidden() },
    body: () => ({ intent: 'generate', section: '', project: '', brief: '' }),
  },
  // ADR 082: image generation, like the other AI features; A's image is A's alone (staff included).
  '/expert/images': {
    get: { ...members(to('/become-grant-expert')), owner: page },
    post: { ...members(to('/become-grant-expert')), owner: forbidden() },
    body: () => ({ intent: 'generate', purpose: 'proposal_cover', size: '1024x1024', description: '' }),
  },
  '/expert/images/:id': { params: { id: 'expertImageId' }, get: ownerOnly(page), post: everyone(noMethod) },
  '/requests/:id/scoping': {
    params: { id: 'requestId' },
    get: { ...members(to('/become-grant-expert')), owner: notFound },
    post: { ...members(to('/become-grant-expert')), owner: notFound },
    body: () => ({ intent: 'draft' }),
  },
  '/admin': {
    get: adminOnly(page),
    post: adminOnly(invalid),
    // Members try to publish A's submission; the admin sends a rejection without its reason.
    body: (f, role): Record<string, string> => (role === 'admin' ? { intent: 'submission-reject', id: f.submissionId, reason: '' } : { intent: 'submission-publish', id: f.submissionId }),
  },
  '/admin/grants/new': { get: adminOnly(page), post: adminOnly(invalid), body: () => FORGED_GRANT },
  '/admin/grants/:id/edit': { params: { id: 'grantId' }, get: adminOnly(page), post: adminOnly(invalid), body: () => FORGED_GRANT },
  // Staff's corrections of a grant's machine translations (ADR 072): a language it was never translated into is refused.
  '/admin/grants/:id/translations': { params: { id: 'grantId' }, get: adminOnly(page), post: adminOnly(invalid), body: () => ({ language: 'sw', title: '', description: '' }) },
  '/admin/grants/:id/delete': { params: { id: 'spareGrantId' }, get: adminOnly(page), post: adminOnly(to('/admin?tab=grants')) },
  '/admin/verifications': { get: adminOnly({ kind: 'page', shows: ['orgName'] }), post: everyone(noMethod) },
  '/admin/verifications/:id': {
    params: { id: 'verificationId' },
    get: adminOnly({ kind: 'page', shows: ['orgName'] }),
    post: adminOnly(invalid),
    // Members try to approve A's application outright; the admin approves without the notes.
    body: (_f, role) =>
      role === 'admin'
        ? { intent: 'approve', groundCheckNotes: '', crossValidationNotes: '' }
        : { intent: 'approve', groundCheckNotes: 'Visited the office, all in order.', crossValidationNotes: 'Registry and bank agree with the papers.' },
  },
  '/admin/outbox': { get: adminOnly({ kind: 'page', shows: ['email'] }), post: everyone(noMethod) },
  '/admin/messages': { get: adminOnly(page), post: everyone(noMethod) },
  // Messages to phones (ADR 068): staff only; members try to type a reply as a phone.
  '/admin/messaging/ussd': { get: adminOnly(page), post: adminOnly(invalid), body: () => ({ phoneNumber: 'not a number' }) },
  '/admin/messaging': { get: adminOnly(page), post: adminOnly(invalid), body: () => ({ intent: 'reply', from: '', channel: 'sms', text: '' }) },
  '/admin/disputes': { get: adminOnly({ kind: 'page', shows: ['engagement'] }), post: everyone(noMethod) },
  '/admin/disputes/:id': {
    params: { id: 'disputeId' },
    get: adminOnly({ kind: 'page', shows: ['engagement'] }),
    post: adminOnly(invalid),
    // Members try to refund A's disputed milestone; the admin splits it without saying the share.
    body: (_f, role): Record<string, string> => (role === 'admin' ? { intent: 'split', expertShareUsd: '' } : { intent: 'refund' }),
  },
  // The queue lists A's white-glove request with A's email; members may not assign, the admin's empty assignment is refused.
  '/admin/white-glove': { get: adminOnly({ kind: 'page', shows: ['email'] }), post: adminOnly(invalid), body: () => ({ requestId: '', expertId: '' }) },
  // The members' newsletter (ADR 075): staff only; members may not write an issue, the admin's empty one is refused.
  '/admin/newsletter': { get: adminOnly(page), post: adminOnly(invalid), body: () => ({ subject: '', intro: '' }) },
  // A draft issue: members may not send it; the admin's send without the confirmation is refused.
  '/admin/newsletter/:id': { params: { id: 'newsletterIssueId' }, get: adminOnly(page), post: adminOnly(invalid), body: () => ({ intent: 'send' }) },
  // The issue's HTML part in a language (here the matrix's `en` via its params): staff only.
  '/admin/newsletter/:id/preview/:language': { params: { id: 'newsletterIssueId', language: 'newsletterLanguage' }, get: adminOnly(page), post: everyone(noMethod) },
  // Listed experts' changes to their public text (issue 23): members may not decide them; the admin's rejection without a reason is refused.
  '/admin/expert-edits': { get: adminOnly(page), post: adminOnly(invalid), body: (f) => ({ intent: 'reject', id: f.ownerExpertId, reason: '' }) },
  // Members try to add a source outright; the admin sends the source form empty.
  '/taf-admin': {
    get: discoveryAdminOnly(page),
    post: discoveryAdminOnly(invalid),
    body: (_f, role): Record<string, string> =>
      role === 'admin'
        ? { intent: 'add', sourceName: '', sourceUrl: '', sourceType: '', crawlFrequency: '', priority: '' }
        : { intent: 'add', sourceName: 'Hijacked source', sourceUrl: 'https://hijack.example.org/grants', sourceType: 'other', crawlFrequency: 'daily', priority: 'low' },
  },
  // Reviewing discovered grants (issue 12): admins only; members go to /discover with "Access Denied" (spec §2). The fixture has no queue row, so the admin gets 404.
  '/taf-admin/discovered/:id': {
    params: { id: 'grantId' },
    get: discoveryAdminOnly(notFound),
    post: discoveryAdminOnly(notFound),
    body: () => ({ intent: 'publish', title: 'Hijacked discovered grant' }),
  },
  // Changes found at a published grant's source (issue 25 §5): admins only; a member's confirmation goes to /discover with "Access Denied", the admin's without an id is refused.
  '/taf-admin/changes': { get: discoveryAdminOnly(page), post: discoveryAdminOnly(invalid), body: () => ({ intent: 'confirm', id: '' }) },
  // The registry of real funders (issue 25 §4): admins only; a member's "Add" goes to /discover with "Access Denied", the admin's with nothing chosen is refused.
  '/taf-admin/registry': { get: discoveryAdminOnly(page), post: discoveryAdminOnly(invalid), body: () => ({ intent: 'add' }) },
  '/taf-admin/export.json': { get: discoveryAdminOnly(page), post: everyone(noMethod) },
  '/taf-admin/export.csv': { get: discoveryAdminOnly(page), post: everyone(noMethod) },
  '/admin/outbox/:id': { params: { id: 'outboxId' }, get: adminOnly({ kind: 'page', shows: ['email'] }), post: everyone(noMethod) },
  // The email as sent: its HTML part, which names the recipient only where the email itself does.
  '/admin/outbox/:id/html': { params: { id: 'outboxId' }, get: adminOnly({ kind: 'page' }), post: everyone(noMethod) },
  '/theme': { get: everyone(to('/')), post: everyone(to('/discover')), body: () => ({ theme: 'dark', redirectTo: '/discover' }) },
  '/data-saver': { get: everyone(to('/')), post: everyone(to('/discover')), body: () => ({ dataSaver: 'on', redirectTo: '/discover' }) },
  '/language': { get: everyone(to('/')), post: everyone(to('/discover')), body: () => ({ language: 'fr', redirectTo: '/discover' }) },
  // A signed link works without signing in, and only with its signature: here it is forged.
  '/unsubscribe': { query: (f) => f.forgedUnsubscribe, get: everyone({ kind: 'refused', status: 400 }), post: everyone({ kind: 'refused', status: 400 }) },
  '/healthz': publicPage,
  '/api/auth/*': {
    params: { '*': 'authEndpoint' },
    // better-auth's raw JSON endpoints are closed (ADR 012): only the links a browser is sent to
    // (verify-email, reset-password/:token, callback/:provider, error) answer, and only to GET.
    get: everyone(notFound),
    post: everyone(notFound),
  },
  // Each member's own calendar link: neither Create, Reset link nor Turn off is refused; anything else is.
  '/calendar': { get: members(page), post: members(invalid), body: () => ({ intent: 'delete-everything' }) },
  // A capability URL (no session): only a current token opens a feed; A's old one, reset since, is as unknown as any.
  '/calendar/:token.ics': { params: { token: 'oldCalendarToken' }, get: everyone(notFound), post: everyone(noMethod) },
  // "Add to calendar": public like the grant's page.
  '/grant/:id/calendar.ics': { params: { id: 'grantId' }, ...publicPage },
  // Each member downloads their organization's rows only: A's notes reach A's team, never B or the admin.
  '/dashboard/export/saved.csv': { get: members(page), post: everyone(noMethod) },
  '/dashboard/export/applications.csv': { get: { ...members(page), ...teamShows(page, ['notes']) }, post: everyone(noMethod) },
  // Each member's own organization's public profile settings: everyone reads them, admins change them.
  // Neither settings nor brand: refused for whoever may edit, changing nothing.
  // Each member's own number and phone choices: nobody else's are ever read.
  '/profile/messaging': { get: members(page), post: members(invalid), body: () => ({ intent: 'number', number: 'not a number', channel: 'whatsapp' }) },
  '/profile/public': {
    get: members(page),
    post: team('admin', invalid, { other: invalid, admin: invalid }),
    body: () => ({ intent: 'delete-everything' }),
  },
  // The organization's own logo (Premium white-label): A's team sees it; B and the admin have none.
  '/profile/public/logo': { get: { ...members(notFound), ...teamShows(page, []) }, post: everyone(noMethod) },
  // A's public profile: the name and the fields A chose (mission), nothing else (not the programme areas, budget, registration, people).
  '/org/:slug': { params: { slug: 'slug' }, get: everyone({ kind: 'page', publicWords: ['orgName', 'mission'], shows: ['orgName', 'mission'] }), post: everyone(noMethod) },
  '/org/:slug/logo': { params: { slug: 'slug' }, ...publicPage },
  // The badge check: a form for a code; a code's page (A's badge, revoked), as JSON, and its QR code, for anyone.
  '/verify': publicPage,
  '/verify/:code': { params: { code: 'checkCode' }, get: everyone({ kind: 'page', publicWords: ['orgName'], shows: ['orgName'] }), post: everyone(noMethod) },
  '/verify/:code.json': { params: { code: 'checkCode' }, get: everyone({ kind: 'page', publicWords: ['orgName'], shows: ['orgName'] }), post: everyone(noMethod) },
  '/verify/:code/qr.svg': { params: { code: 'checkCode' }, ...publicPage },
  '/verify/:code/badge.svg': { params: { code: 'checkCode' }, get: everyone({ kind: 'page', publicWords: ['orgName'], shows: ['orgName'] }), post: everyone(noMethod) },
  '/verify/:code/statement.jws': { params: { code: 'checkCode' }, ...publicPage },
  '/.well-known/harambee-badge-keys.json': publicPage,
  // Reports (Premium custom, Pro standard): A's whole team reads them, admins save and change them; B and the admin are on Free.
  '/reports': {
    get: { ...members(page), ...teamShows(page, ['reportName']) },
    // Not "create": refused for whoever may manage reports.
    post: team('admin', invalid, { other: invalid, admin: invalid }),
    body: () => ({ intent: 'delete-everything' }),
  },
  '/reports.csv': { get: { ...members(to('/reports')), ...teamShows(page, []) }, post: everyone(noMethod) },
  '/reports/:id': {
    params: { id: 'reportId' },
    get: team('viewer', { kind: 'page', shows: ['reportName'] }),
    post: team('admin', invalid),
    body: () => ({ intent: 'delete-everything' }),
  },
  '/reports/:id.csv': { params: { id: 'reportId' }, get: team('viewer', page), post: everyone(noMethod) },
  // API keys and the call log: the organization's admins (B and the admin see their own organization's).
  '/team/api': {
    get: team('admin', { kind: 'page', shows: ['apiKeyName'] }, { other: page, admin: page }),
    post: team('admin', invalid, { other: invalid, admin: invalid }),
    body: () => ({ intent: 'delete-everything' }),
  },
  '/developers/api': publicPage,
  '/api/openapi.json': publicPage,
  // The API answers keys, not sessions: without a key, nobody.
  '/common-grants/opportunities': { get: everyone({ kind: 'refused', status: 401 }), post: everyone(noMethod) },
  '/common-grants/opportunities/search': { get: everyone(noMethod), post: everyone({ kind: 'refused', status: 401 }), body: () => JSON.stringify({ search: 'water' }) },
  '/common-grants/opportunities/:oppId': { params: { oppId: 'grantId' }, get: everyone({ kind: 'refused', status: 401 }), post: everyone(noMethod) },
  '/api/v1/pipeline/saved-grants': { get: everyone({ kind: 'refused', status: 401 }), post: everyone(noMethod) },
  '/api/v1/pipeline/applications': { get: everyone({ kind: 'refused', status: 401 }), post: everyone(noMethod) },
  '/api/v1/pipeline/applications/:id': { params: { id: 'applicationId' }, get: everyone({ kind: 'refused', status: 401 }), post: everyone(noMethod) },
  // Issue 26 §4–5 (ADR 063). The directory of verified organizations is public (A's badge is revoked: A is not in it).
  '/org': publicPage,
  // Funder access: any signed-in person applies; an application without a name is refused and writes nothing.
  '/funder-access': { get: members(page), post: members(invalid), body: () => ({ intent: 'apply', name: '', funderOrganization: '', website: '', country: '', purpose: '' }) },
  // Staff decide applications; a decline without a reason is refused.
  // Issue 28 §2 (ADR 077). An expert's Elite requests: A applied to be an expert (not Elite), so A sees the page and is refused a request (403); members who never applied are sent to apply.
  '/expert/elite-requests': {
    get: { ...members(to('/become-grant-expert')), owner: page },
    post: { ...members(to('/become-grant-expert')), owner: { kind: 'refused', status: 403 } },
    body: () => ({ intent: 'siteVisit', organization: '', place: '', preferredDates: '', purpose: '' }),
  },
  // Staff's queue of Elite requests; a decline without a reason is refused.
  '/admin/elite-requests': { get: adminOnly(page), post: adminOnly(invalid), body: () => ({ intent: 'decline', id: '00000000-0000-4000-8000-000000000000', reason: '' }) },
  // The events page is public; taking a place needs a signed-in member, and a place at no event is refused.
  '/grant-experts/events': { get: everyone(page), post: members(invalid), body: () => ({ intent: 'rsvp', id: '' }) },
  '/grant-experts/events/:id/calendar.ics': { params: { id: 'eventId' }, ...publicPage },
  // Staff's events; an event without a title is refused.
  '/admin/events': { get: adminOnly(page), post: adminOnly(invalid), body: () => ({ intent: 'create', title: '' }) },
  // Issue 28 §2 (ADR 074). An expert's request notifications: A applied to be an expert, so A sees the page and a digest setting other than a ticked box is refused; members who never applied are sent to apply.
  '/expert/priority': { get: { ...members(to('/become-grant-expert')), owner: page }, post: { ...members(to('/become-grant-expert')), owner: invalid }, body: () => ({ digest: 'maybe' }) },
  // Staff's queue of priority requests no expert answered in time; writing to an expert without choosing one is refused.
  '/admin/priority-requests': { get: adminOnly(page), post: adminOnly(invalid), body: () => ({ intent: 'contact', id: '00000000-0000-4000-8000-000000000000', expertId: '', note: '' }) },
  '/admin/funder-access': { get: adminOnly(page), post: adminOnly(invalid), body: () => ({ intent: 'decline', id: '00000000-0000-4000-8000-000000000000', reason: '' }) },
  // The organizations API answers funders' keys (orgs:read), not sessions: without a key, nobody.
  '/common-grants/orgs': { get: everyone({ kind: 'refused', status: 401 }), post: everyone(noMethod) },
  '/common-grants/orgs/:orgId': { params: { orgId: 'orgId' }, get: everyone({ kind: 'refused', status: 401 }), post: everyone(noMethod) },
  '/common-grants/*': { params: { '*': 'unknownPath' }, get: everyone(notFound), post: everyone(notFound) },
  '/api/v1/*': { params: { '*': 'unknownPath' }, get: everyone(notFound), post: everyone(notFound) },
  // The team: every member sees its people (names, addresses, roles); inviting is for admins and up.
  '/team': {
    get: { ...members(page), ...teamShows(page, ['memberName', 'email']) },
    // An invitation without an address: refused for whoever may invite (B and the admin in their own teams), and for editors and viewers by their role.
    post: team('admin', invalid, { other: invalid, admin: invalid }),
    body: () => ({ intent: 'invite', email: '', role: 'viewer' }),
  },
  '/team/activity': { get: members(page), post: everyone(noMethod) },
  // A's invitation to someone else: whoever signed in is not the address it was sent to. Signed out,
  // the link's holder reads what its email says: who invites (masked) whom to A's organization.
  '/team/invite/:token': {
    params: { token: 'inviteToken' },
    get: { ...members({ kind: 'refused', status: 403 }), visitor: { kind: 'page', publicWords: ['orgName'] } },
    post: members({ kind: 'refused', status: 403 }),
  },
  // The dedicated account manager's card and contact form: nobody's organization has one assigned here.
  '/dashboard/account-manager': { get: members({ kind: 'refused', status: 403 }), post: members({ kind: 'refused', status: 403 }), body: () => ({ message: 'Hello' }) },
  '/admin/organizations': { get: adminOnly(page), post: everyone(noMethod) },
  // Members try to give A's organization a manager; the admin names someone who cannot be one.
  '/admin/organizations/:id': { params: { id: 'orgId' }, get: adminOnly({ kind: 'page', shows: ['orgName'] }), post: adminOnly(invalid), body: () => ({ managerId: 'x'.repeat(101) }) },
  // The team's automation rules and runs: everyone in the team reads them; admins change them (B and the admin in their own teams).
  '/team/automation': {
    get: members(page),
    post: team('admin', invalid, { other: invalid, admin: invalid }),
    body: () => ({ intent: 'delete-everything' }),
  },
  '/*': { params: { '*': 'unknownPath' }, get: everyone(notFound), post: everyone(noMethod) },
}
