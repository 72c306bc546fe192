import { data, Form, Link, useNavigation } from 'react-router'
import { MAX_LOGO_BYTES, MIN_BRAND_CONTRAST } from '../../catalog/badge-check.ts'
import { can } from '../../catalog/team.ts'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { CopyButton } from '../../components/ui/copy-button.tsx'
import { ErrorSummary } from '../../components/ui/error-summary.tsx'
import { CheckboxGroup, Field } from '../../components/ui/field.tsx'
import { FileInput } from '../../components/ui/file-input.tsx'
import { profileTabs } from '../../components/profile/profile-tabs.ts'
import { TabNav } from '../../components/ui/tab-nav.tsx'
import { type AppServices, servicesContext } from '../../context.ts'
import { requireMember, requireOrgPermission } from '../../domain/accounts/guards.server.ts'
import { badgeEmbedSnippet } from '../../domain/badge-statement/badge-embed.ts'
import { formatCheckCode } from '../../domain/public-profile/check-code.ts'
import { getPublicProfileSettings } from '../../domain/public-profile/get-public-profile-settings.server.ts'
import { checkLogo } from '../../domain/public-profile/logo.server.ts'
import { parseBrandColour, parseProfileSettings } from '../../domain/public-profile/public-profile.schema.server.ts'
import { updateBrand } from '../../domain/public-profile/update-brand.server.ts'
import { updatePublicProfile } from '../../domain/public-profile/update-public-profile.server.ts'
import { formText } from '../../domain/shared/form-fields.ts'
import { setDirectoryListing } from '../../domain/organization-directory/set-directory-listing.server.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatNumber, t } from '../../i18n/index.ts'
import type { Route } from './+types/public-profile'
import { SaverImage } from '../../components/ui/saver-image.tsx'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('publicProfile.title'), matches) }, { name: 'robots', content: 'noindex' }]

const HERE = '/profile/public'

/** Every member sees the settings; changing them needs 'profile.public.edit' (admins and the owner). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request)
  const { db, config } = context.get(servicesContext)
  const settings = await getPublicProfileSettings(db, member.organization.id)
  if (!settings) throw new Response(t('profile.loadFailed'), { status: 500 })
  const code = settings.badge?.checkCode ? formatCheckCode(settings.badge.checkCode) : null
  return {
    canEdit: can(member.organization.role, 'profile.public.edit'),
    fields: settings.fieldChoices.map((id) => ({ id, label: t(`publicProfile.field.${id}`) })),
    enabled: settings.enabled,
    chosen: settings.fields,
    indexable: settings.indexable,
    listedInDirectory: settings.listedInDirectory,
    profileUrl: settings.slug ? `${config.appUrl}/org/${settings.slug}` : null,
    profilePath: settings.slug && settings.enabled ? `/org/${settings.slug}` : null,
    whiteLabel: settings.whiteLabel,
    logoUrl: settings.whiteLabel && settings.hasLogo ? `${HERE}/logo?v=${encodeURIComponent(settings.logoVersion ?? '')}` : null,
    brandPrimary: settings.brandPrimary ?? '',
    brandAccent: settings.brandAccent ?? '',
    check: code ? badgeCheckLinks(code, t('badgeStatement.embedAlt', { name: member.organization.name, app: config.appName }), config.appUrl) : null,
  }
}

/** The check page, and the embed code of the badge image that links to it, with the image's text. */
const badgeCheckLinks = (code: string, alt: string, appUrl: string) => ({ code, path: `/verify/${code}`, alt, embed: badgeEmbedSnippet(appUrl, code, alt) })

type Failure = { intent: 'settings' | 'brand' | 'directory'; errors: Record<string, string>; values: Record<string, string>; chosen?: string[] }
const fail = (body: Failure, status = 400) => data(body, { status })

type Editing = { services: AppServices; organizationId: string; form: FormData }

export async function action({ request, context }: Route.ActionArgs) {
  const member = requireOrgPermission(context, request, 'profile.public.edit')
  const services = context.get(servicesContext)
  const form = await request.formData()
  const editing = { services, organizationId: member.organization.id, form }
  switch (form.get('intent')) {
    case 'settings':
      return saveSettings(editing)
    case 'brand':
      return saveBrand(editing)
    case 'directory':
      return saveDirectoryListing(editing)
    default:
      throw data(null, { status: 400 })
  }
}

/** Whether the profile is public, whether search engines may list it, and which fields it shows. */
async function saveSettings({ services: { db }, organizationId, form }: Editing) {
  const parsed = parseProfileSettings(form)
  if (!parsed.ok) {
    const chosen = form.getAll('fields').filter((f): f is string => typeof f === 'string')
    return fail({ intent: 'settings', errors: parsed.errors, values: { enabled: formText(form, 'enabled'), indexable: formText(form, 'indexable') }, chosen })
  }
  const before = await getPublicProfileSettings(db, organizationId)
  await updatePublicProfile(db, organizationId, parsed.settings)
  const message = parsed.settings.enabled && !before?.enabled ? 'publicProfile.published' : !parsed.settings.enabled && before?.enabled ? 'publicProfile.unpublished' : 'publicProfile.saved'
  return redirectWithFlash(HERE, message)
}

/** Listed in the directory of verified organizations, or not; the badge and the profile stay as they are (ADR 063). */
async function saveDirectoryListing({ services: { db }, organizationId, form }: Editing) {
  const listed = form.getAll('listed')
  if (listed.length > 1 || (listed.length === 1 && listed[0] !== 'on')) return fail({ intent: 'directory', errors: { listed: t('publicProfile.badChoice') }, values: {} })
  await setDirectoryListing(db, organizationId, listed.length === 1)
  return redirectWithFlash(HERE, listed.length === 1 ? 'organizationDirectory.listedSaved' : 'organizationDirectory.unlistedSaved')
}

/** The white-label colours and logo. */
async function saveBrand({ services: { db, storage }, organizationId, form }: Editing) {
  const intent = 'brand'
  const values = { brandPrimary: formText(form, 'brandPrimary'), brandAccent: formText(form, 'brandAccent') }
  const settings = await getPublicProfileSettings(db, organizationId)
  // White-label is Premium's: refused on the server whatever the page offered.
  if (!settings?.whiteLabel) return fail({ intent, errors: { form: t('publicProfile.premiumOnly') }, values }, 403)
  const errors: Record<string, string> = {}
  const primary = parseBrandColour(form.get('brandPrimary'), t('publicProfile.brandPrimary'))
  const accent = parseBrandColour(form.get('brandAccent'), t('publicProfile.brandAccent'))
  if (!primary.ok) errors.brandPrimary = primary.error
  if (!accent.ok) errors.brandAccent = accent.error
  const logo = await checkLogo(form.get('logo'))
  if (logo && 'error' in logo) errors.logo = logo.error
  const removeLogo = form.get('removeLogo')
  if (removeLogo !== null && removeLogo !== 'on') errors.removeLogo = t('publicProfile.badChoice')
  if (Object.keys(errors).length > 0 || !primary.ok || !accent.ok || (logo && 'error' in logo)) return fail({ intent, errors, values })
  await updateBrand(db, storage, organizationId, { primary: primary.colour, accent: accent.colour, logo, removeLogo: removeLogo === 'on' })
  return redirectWithFlash(HERE, 'publicProfile.brandSaved')
}

export default function PublicProfileSettings({ loaderData: d, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  const failed = (intent: Failure['intent']) => (actionData?.intent === intent ? actionData : null)
  const settingsFailure = failed('settings')
  const brandFailure = failed('brand')
  const directoryFailure = failed('directory')
  const colours = [
    { name: 'brandPrimary', label: t('publicProfile.brandPrimary'), placeholder: '#1a5c3a' },
    { name: 'brandAccent', label: t('publicProfile.brandAccent'), placeholder: '#7a3e00' },
  ] as const
  const tabs = profileTabs()
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('profile.title')}</h1>
      <TabNav label={t('profile.title')} tabs={tabs} current="public" />

      <section className="mt-6 space-y-4 rounded-lg border border-border bg-card p-6" aria-labelledby="public-profile">
        <h2 id="public-profile" className="text-xl font-semibold">
          {t('publicProfile.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('publicProfile.intro')}</p>
        {d.profilePath && d.profileUrl ? (
          <p className="text-sm">
            {t('publicProfile.publishedAt')}{' '}
            <Link to={d.profilePath} className="break-all text-primary underline" dir="ltr">
              {d.profileUrl}
            </Link>
          </p>
        ) : (
          <p className="text-sm font-medium">{t('publicProfile.notPublished')}</p>
        )}
        {!d.canEdit ? <p className="text-sm text-muted-foreground">{t('publicProfile.adminsOnly')}</p> : null}
        <ErrorSummary errors={settingsFailure?.errors} />
        <Form method="post" className="space-y-4" noValidate>
          <input type="hidden" name="intent" value="settings" />
          <fieldset disabled={!d.canEdit} className="space-y-4">
            <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
              <input type="checkbox" id="enabled" name="enabled" defaultChecked={settingsFailure ? settingsFailure.values.enabled === 'on' : d.enabled} className="size-4" />
              {t('publicProfile.enabled')}
            </label>
            <CheckboxGroup
              legend={t('publicProfile.fields')}
              name="fields"
              options={d.fields.map((f) => f.id)}
              label={(id) => d.fields.find((f) => f.id === id)?.label ?? id}
              checked={settingsFailure?.chosen ?? d.chosen}
              error={settingsFailure?.errors.fields}
              hint={t('publicProfile.fieldsHint')}
            />
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input type="checkbox" id="indexable" name="indexable" defaultChecked={settingsFailure ? settingsFailure.values.indexable === 'on' : d.indexable} className="size-4" />
              {t('publicProfile.indexable')}
            </label>
            {d.canEdit ? (
              <Button type="submit" pending={busy('settings')} pendingText={t('application.saving')}>
                {t('publicProfile.save')}
              </Button>
            ) : null}
          </fieldset>
        </Form>
      </section>

      <section className="mt-6 space-y-4 rounded-lg border border-border bg-card p-6" aria-labelledby="directory-listing">
        <h2 id="directory-listing" className="text-xl font-semibold">
          {t('organizationDirectory.settingTitle')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('organizationDirectory.settingIntro')}{' '}
          <Link to="/org" className="text-primary underline">
            {t('organizationDirectory.title')}
          </Link>
        </p>
        <ErrorSummary errors={directoryFailure?.errors} />
        <Form method="post" className="space-y-4" noValidate>
          <input type="hidden" name="intent" value="directory" />
          <fieldset disabled={!d.canEdit} className="space-y-4">
            <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
              <input type="checkbox" id="listed" name="listed" defaultChecked={d.listedInDirectory} className="size-4" />
              {t('organizationDirectory.settingLabel')}
            </label>
            {d.canEdit ? (
              <Button type="submit" pending={busy('directory')} pendingText={t('application.saving')}>
                {t('organizationDirectory.settingSave')}
              </Button>
            ) : null}
          </fieldset>
        </Form>
      </section>

      <section className="mt-6 space-y-4 rounded-lg border border-border bg-card p-6" aria-labelledby="white-label">
        <h2 id="white-label" className="text-xl font-semibold">
          {t('publicProfile.whiteLabel')}
        </h2>
        <ErrorSummary errors={brandFailure?.errors} />
        {d.whiteLabel ? (
          <>
            <p className="text-sm text-muted-foreground">{t('publicProfile.whiteLabelIntro')}</p>
            <Form method="post" encType="multipart/form-data" className="space-y-4" noValidate>
              <input type="hidden" name="intent" value="brand" />
              <fieldset disabled={!d.canEdit} className="space-y-4">
                {d.logoUrl ? <SaverImage src={d.logoUrl} alt={t('publicProfile.currentLogo')} className="size-20 rounded-md border border-border bg-white object-contain p-1" /> : null}
                <FileInput id="logo" label={t('publicProfile.logo')} accept="image/png,image/jpeg,image/webp" describedBy="logo-hint" />
                <p id="logo-hint" className="text-xs text-muted-foreground">
                  {t('publicProfile.logoHint', { max: formatNumber(MAX_LOGO_BYTES / 1024) })}
                </p>
                {brandFailure?.errors.logo ? <p className="text-sm font-medium text-destructive">{brandFailure.errors.logo}</p> : null}
                {d.logoUrl ? (
                  <label className="flex min-h-11 items-center gap-2 text-sm">
                    <input type="checkbox" id="removeLogo" name="removeLogo" className="size-4" />
                    {t('publicProfile.removeLogo')}
                  </label>
                ) : null}
                {colours.map((c) => (
                  <Field
                    key={c.name}
                    label={c.label}
                    id={c.name}
                    name={c.name}
                    dir="ltr"
                    placeholder={c.placeholder}
                    maxLength={7}
                    defaultValue={brandFailure?.values[c.name] ?? d[c.name]}
                    hint={t('publicProfile.colourHint', { min: formatNumber(MIN_BRAND_CONTRAST) })}
                    error={brandFailure?.errors[c.name]}
                  />
                ))}
                {d.canEdit ? (
                  <Button type="submit" pending={busy('brand')} pendingText={t('application.saving')}>
                    {t('publicProfile.saveBrand')}
                  </Button>
                ) : null}
              </fieldset>
            </Form>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">
            {t('publicProfile.whiteLabelLocked')}{' '}
            <Link to="/#pricing" className="text-primary underline">
              {t('publicProfile.upgrade')}
            </Link>
          </p>
        )}
      </section>

      <section className="mt-6 rounded-lg border border-border bg-card p-6" aria-labelledby="badge-check">
        <h2 id="badge-check" className="text-xl font-semibold">
          {t('publicProfile.badgeCheck')}
        </h2>
        {d.check ? (
          <p className="mt-2 text-sm">
            {t('publicProfile.badgeCheckIntro')}{' '}
            <Link to={d.check.path} className="font-mono text-primary underline" dir="ltr">
              {d.check.code}
            </Link>
          </p>
        ) : (
          <p className="mt-2 text-sm text-muted-foreground">
            {t('publicProfile.noBadge')}{' '}
            <Link to="/get-verified" className={buttonClass('link', 'sm')}>
              {t('nav.getVerified')}
            </Link>
          </p>
        )}
      </section>

      {d.check ? (
        <section className="mt-6 space-y-3 rounded-lg border border-border bg-card p-6" aria-labelledby="badge-embed-title">
          <h2 id="badge-embed-title" className="text-xl font-semibold">
            {t('badgeStatement.embedTitle')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('badgeStatement.embedIntro')}</p>
          <div className="space-y-1">
            <label htmlFor="badge-embed" className="block text-sm font-medium">
              {t('badgeStatement.embedLabel')}
            </label>
            <textarea id="badge-embed" readOnly rows={4} dir="ltr" value={d.check.embed} className="w-full rounded-md border border-input bg-background p-2 font-mono text-xs" />
            <CopyButton value={d.check.embed} />
          </div>
          <p className="text-sm">{t('badgeStatement.embedPreview')}</p>
          <SaverImage src={`${d.check.path}/badge.svg`} alt={d.check.alt} width={320} height={64} />
        </section>
      ) : null}
    </div>
  )
}
