/**
 * Who may do what: one rule for every route in app/routes.ts, for GET and POST, for each of four
 * visitors. authorization-matrix.test.ts sends every request and holds the app to this table; a
 * route added without a rule here fails that test.
 *
 * Roles: `visitor` is signed out; `owner` is member A, whose resources fill the route's params;
 * `other` is member B, signed in but not the owner; `admin` is an administrator (who is not A).
 */

export const ROLES = ['visitor', 'other', 'admin', 'owner'] as const
export type Role = (typeof ROLES)[number]

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
} as const
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
  /** A listed expert (approved, membership active) with a profile photo. */
  expertId: string
  provider: string
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
) & {
  /** This role may see members' data here (A's and B's): admin pages. */
  sees?: boolean
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

/** The same outcome for all four. */
const everyone = (o: Outcome): Record<Role, Outcome> => ({ visitor: o, owner: o, other: o, admin: o })
/** Signed-out visitors are sent to sign in; every signed-in member gets `o` for themselves. */
const members = (o: Outcome): Record<Role, Outcome> => ({ visitor: signIn, owner: o, other: o, admin: o })
/** Member A's own resource: B (and an admin, who is a member like any other here) find nothing. */
const ownerOnly = (o: Outcome, admin: Outcome = notFound): Record<Role, Outcome> => ({ visitor: signIn, owner: o, other: notFound, admin })
/** Admin pages: members are turned away with "Access denied"; admins may see members' data. */
const adminOnly = (o: Outcome): Record<Role, Outcome> => ({ visitor: signIn, owner: denied, other: denied, admin: { ...o, sees: true } })

/** The grant discovery console (spec §6): members go to /discover with "Access Denied: Admin privileges required". */
const discoveryAdminOnly = (o: Outcome): Record<Role, Outcome> => ({ visitor: signIn, owner: { kind: 'deniedDiscover' }, other: { kind: 'deniedDiscover' }, admin: { ...o, sees: true } })

/** A public page without a form. */
const publicPage: Pick<RouteRule, 'get' | 'post'> = { get: everyone(page), post: everyone(noMethod) }

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
    // A tier that does not exist: members are returned to the page, and nothing starts.
    post: members(to('/get-verified')),
    body: () => ({ tier: 'no-such-tier' }),
  },
  '/verification-application/:id': {
    params: { id: 'verificationId' },
    get: ownerOnly({ kind: 'page', shows: ['orgName'] }),
    // A's application is submitted, so even A is told it can no longer change.
    post: ownerOnly(to(/^\/verification-application\/\d+$/)),
    body: () => ({ intent: 'next', step: '1', organizationName: 'Hijacked Org', registrationNumber: 'X-1', websiteUrl: '', socialMediaLinks: '' }),
  },
  '/verification-application/:id/documents/:documentId': {
    params: { id: 'verificationId', documentId: 'documentId' },
    get: ownerOnly({ kind: 'page', shows: ['document'] }, { kind: 'page', sees: true, shows: ['document'] }),
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
  '/payments/sandbox/:sessionId': {
    params: { sessionId: 'sessionId' },
    get: ownerOnly(page),
    post: ownerOnly(to(/^http:\/\/127\.0\.0\.1:\d+\/dashboard\?subscription=success$/)),
    body: () => ({ outcome: 'pay' }),
  },
  '/pricing/checkout': {
    get: everyone(to('/#pricing')),
    post: { visitor: signIn, owner: to('/#pricing'), other: to('/#pricing'), admin: to('/#pricing') },
    body: () => ({ priceId: '', plan: 'Free Yearly' }),
  },
  '/api/payments/webhook/:provider': {
    params: { provider: 'provider' },
    get: everyone(noMethod),
    // Anyone may post (providers are not signed in); an unsigned event is refused.
    post: everyone({ kind: 'refused', status: 400 }),
    body: (f) => JSON.stringify({ id: 'evt_forged_matrix', type: 'checkout.completed', sessionId: f.sessionId }),
  },
  '/discover': publicPage,
  '/grant/:id': { params: { id: 'grantId' }, ...publicPage },
  '/grant/:id/save': {
    params: { id: 'grantId' },
    get: everyone(to(/^\/grant\/[\w-]+$/)),
    // Saving is each member's own list: any signed-in member may.
    post: members(to(/^\/grant\/[\w-]+$/)),
  },
  '/grant/:id/apply': {
    params: { id: 'grantId' },
    get: everyone(to(/^\/grant\/[\w-]+$/)),
    post: members(to(/^\/grant\/[\w-]+$/)),
  },
  '/auth': {
    get: { visitor: page, owner: to('/dashboard'), other: to('/dashboard'), admin: to('/dashboard') },
    // A failed sign-in: visitors are told; signed-in members are sent on to their dashboard.
    post: { visitor: invalid, owner: to('/dashboard'), other: to('/dashboard'), admin: to('/dashboard') },
    body: () => ({ intent: 'login', email: 'nobody@example.org', password: '' }),
  },
  '/auth/reset-password': { get: everyone(page), post: everyone(invalid), body: () => ({ email: 'not-an-email' }) },
  '/auth/sign-out': { get: everyone(to('/')), post: everyone(to('/')), freshSession: true },
  '/dashboard': {
    get: { ...members(page), owner: { kind: 'page', shows: ['orgName', 'submission'] } },
    post: everyone(noMethod),
  },
  '/dashboard/applications/:id': {
    params: { id: 'applicationId' },
    get: ownerOnly({ kind: 'page', shows: ['notes'] }),
    post: ownerOnly(to(/^\/dashboard\/applications\/[\w-]+$/)),
    body: () => ({ status: 'submitted', submissionDate: '', amountAwarded: '', notes: OWNER.notes }),
  },
  '/profile': {
    get: { ...members(page), owner: { kind: 'page', shows: ['orgName'] } },
    post: members(invalid),
    body: () => ({ intent: 'organization', orgName: '', country: '' }),
  },
  '/billing': {
    get: members(page),
    // Neither cancel nor resume: refused with a message, for everyone, changing nothing.
    post: members(invalid),
    body: () => ({ intent: 'delete-everything' }),
  },
  '/billing/receipts/:id': {
    params: { id: 'receiptId' },
    get: ownerOnly({ kind: 'page', shows: ['orgName'] }),
    post: everyone(noMethod),
  },
  '/notifications': {
    get: { ...members(page), owner: { kind: 'page', shows: ['notification'] } },
    // Marks the member's own notifications read, never another's.
    post: members(to('/notifications')),
  },
  // Each member's own matches (and the organization's weekly reveals); the page has no form that posts.
  '/matches': { get: members(page), post: everyone(noMethod) },
  '/saved-searches': {
    get: { ...members(page), owner: { kind: 'page', shows: ['savedSearch'] } },
    // Pausing A's saved search: A may; B and an admin find no such search.
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
  // None of the four belongs to a verified organization: the form shows "Verified Members Only" and the server refuses it.
  '/project-request': { get: members(page), post: members({ kind: 'refused', status: 403 }), body: () => ({ projectTitle: 'Hijacked request title' }) },
  '/requests': { get: { ...members(page), owner: { kind: 'page', shows: ['request'] } }, post: everyone(noMethod) },
  // Only the member who sent it and the expert asked see a request (admins may read it, not write in it).
  '/requests/:id': {
    params: { id: 'requestId' },
    get: ownerOnly({ kind: 'page', shows: ['request'] }, { kind: 'page', sees: true, shows: ['request'] }),
    post: ownerOnly(invalid, { kind: 'invalid', sees: true }),
    body: () => ({ intent: 'message', body: '' }),
  },
  // The expert workspace: none of the four is an expert, so each is sent to apply.
  // The expert's own workspace (A has applied); members who never applied are sent to apply.
  '/expert': { get: { ...members(to('/become-grant-expert')), owner: page }, post: everyone(noMethod) },
  '/admin': {
    get: adminOnly(page),
    post: adminOnly(invalid),
    // Members try to publish A's submission; the admin sends a rejection without its reason.
    body: (f, role): Record<string, string> => (role === 'admin' ? { intent: 'submission-reject', id: f.submissionId, reason: '' } : { intent: 'submission-publish', id: f.submissionId }),
  },
  '/admin/grants/new': { get: adminOnly(page), post: adminOnly(invalid), body: () => FORGED_GRANT },
  '/admin/grants/:id/edit': { params: { id: 'grantId' }, get: adminOnly(page), post: adminOnly(invalid), body: () => FORGED_GRANT },
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
  '/taf-admin/export.json': { get: discoveryAdminOnly(page), post: everyone(noMethod) },
  '/taf-admin/export.csv': { get: discoveryAdminOnly(page), post: everyone(noMethod) },
  '/admin/outbox/:id': { params: { id: 'outboxId' }, get: adminOnly({ kind: 'page', shows: ['email'] }), post: everyone(noMethod) },
  '/theme': { get: everyone(to('/')), post: everyone(to('/discover')), body: () => ({ theme: 'dark', redirectTo: '/discover' }) },
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
  // Each member downloads their own rows only: A's notes reach A, never B or the admin.
  '/dashboard/export/saved.csv': { get: members(page), post: everyone(noMethod) },
  '/dashboard/export/applications.csv': { get: { ...members(page), owner: { kind: 'page', shows: ['notes'] } }, post: everyone(noMethod) },
  '/*': { params: { '*': 'unknownPath' }, get: everyone(notFound), post: everyone(noMethod) },
}
