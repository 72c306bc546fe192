import { type MessageId, t } from '../../i18n/index.ts'

/** The tabs of /profile itself (?tab=…). */
export const PROFILE_PAGE_TABS = [
  { id: 'profile', label: 'profile.tabProfile' },
  { id: 'organization', label: 'profile.tabOrganization' },
  { id: 'preferences', label: 'profile.tabPreferences' },
  { id: 'password', label: 'profile.tabSecurity' },
] as const satisfies ReadonlyArray<{ id: string; label: MessageId }>
export type ProfilePageTab = (typeof PROFILE_PAGE_TABS)[number]['id']

/** Every tab of the profile, as TabNav takes them: /profile's own, then the pages of their own (public profile, phone messages). */
export function profileTabs(): Array<{ id: ProfilePageTab | 'public' | 'messaging'; label: string; href: string }> {
  return [
    ...PROFILE_PAGE_TABS.map((x) => ({ id: x.id, label: t(x.label), href: `/profile?tab=${x.id}` })),
    { id: 'public', label: t('profileTabs.public'), href: '/profile/public' },
    { id: 'messaging', label: t('profileTabs.messaging'), href: '/profile/messaging' },
  ]
}
