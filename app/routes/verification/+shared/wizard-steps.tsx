import { Link } from 'react-router'
import { OFFICER_BLANK_ROWS, OFFICERS_MAX, WIZARD_MAX } from '../../../catalog/text-limits.ts'
import type { Officer } from '../../../db/schema/verification.ts'
import { type OFFICER_FIELDS, officerField } from '../../../domain/verification/officer-fields.ts'
import { PaymentTermsNotice } from '../../../components/legal/legal-notice.tsx'
import { LocalPrice, PaymentNotes } from '../../../components/pricing/local-price.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { lengthHint } from '../../../components/ui/error-summary.tsx'
import { Field, SelectField, TextAreaField } from '../../../components/ui/field.tsx'
import { FileInput } from '../../../components/ui/file-input.tsx'
import { DOCUMENT_GROUP_ORDER, DOCUMENT_RULES } from '../../../domain/verification/document-types.ts'
import { formatUsd, t } from '../../../i18n/index.ts'
import type { Route } from '../+types/verification-application'

/* The verification wizard's steps, one component each; the route picks the one the application is on. */

export type StepProps = {
  /** A field's value: as typed after a refusal, else as saved. */
  v: (key: string) => string
  err: (key: string) => string | undefined
  step: number
  /** The documents' upload progress in percent, while an upload runs. */
  progress: number | null
  busy: (intent: string) => boolean
  /** The wizard's data: an application still in draft (a submitted one is summarised instead). */
  data: Extract<Route.ComponentProps['loaderData'], { mode: 'wizard' }>
  actionData: Route.ComponentProps['actionData']
}

export function BasicStep({ v, err }: StepProps) {
  return (
    <>
      <Field
        label={t('wizard.organizationName')}
        id="organizationName"
        name="organizationName"
        defaultValue={v('organizationName')}
        error={err('organizationName')}
        hint={lengthHint(WIZARD_MAX.organizationName)}
        required
      />
      <Field
        label={t('wizard.registrationNumber')}
        id="registrationNumber"
        name="registrationNumber"
        defaultValue={v('registrationNumber')}
        error={err('registrationNumber')}
        hint={lengthHint(WIZARD_MAX.registrationNumber)}
        required
      />
      <Field label={t('wizard.websiteUrl')} id="websiteUrl" name="websiteUrl" type="url" placeholder="https://" defaultValue={v('websiteUrl')} error={err('websiteUrl')} />
      <Field
        label={t('wizard.socialMediaLinks')}
        id="socialMediaLinks"
        name="socialMediaLinks"
        defaultValue={v('socialMediaLinks')}
        error={err('socialMediaLinks')}
        hint={lengthHint(WIZARD_MAX.socialMediaLinks)}
      />
    </>
  )
}

export function LocationStep({ v, err, data: loaderData }: StepProps) {
  return (
    <>
      <SelectField label={t('wizard.country')} id="country" defaultValue={v('country')} className="max-h-[300px]" error={err('country')}>
        <option value="">{t('wizard.countryChoose')}</option>
        {loaderData.countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <Field label={t('wizard.city')} id="city" name="city" defaultValue={v('city')} error={err('city')} hint={lengthHint(WIZARD_MAX.city)} required />
      <Field label={t('wizard.regionState')} id="regionState" name="regionState" defaultValue={v('regionState')} error={err('regionState')} hint={lengthHint(WIZARD_MAX.regionState)} required />
      {/* Two addresses on purpose: the street line, and the full address reviewers match against the proof of address. */}
      <Field
        label={t('wizard.streetAddress')}
        id="streetAddress"
        name="streetAddress"
        defaultValue={v('streetAddress')}
        error={err('streetAddress')}
        hint={`${t('wizard.streetAddressHint')} ${lengthHint(WIZARD_MAX.streetAddress)}`}
        required
      />
      <TextAreaField
        label={t('wizard.address')}
        id="address"
        rows={3}
        defaultValue={v('address')}
        error={err('address')}
        hint={`${t('wizard.addressHint')} ${lengthHint(WIZARD_MAX.address)}`}
        required
      />
    </>
  )
}

export function MissionStep({ v, err }: StepProps) {
  return (
    <>
      <TextAreaField
        label={t('wizard.missionStatement')}
        id="missionStatement"
        maxLength={WIZARD_MAX.missionStatement}
        defaultValue={v('missionStatement')}
        error={err('missionStatement')}
        hint={lengthHint(WIZARD_MAX.missionStatement)}
      />
      <TextAreaField
        label={t('wizard.programAreas')}
        id="programAreas"
        maxLength={WIZARD_MAX.programAreas}
        defaultValue={v('programAreas')}
        error={err('programAreas')}
        hint={lengthHint(WIZARD_MAX.programAreas)}
      />
    </>
  )
}

export function LeadershipStep({ v, err, busy, data: loaderData, actionData }: StepProps) {
  const saved = (loaderData.application.officers ?? []) as Officer[]
  const typed = actionData?.values ?? {}
  // After a refusal the rows show what was typed; otherwise the people saved, then blank rows to add more.
  const refused = Object.keys(typed).some((k) => k.startsWith('officers.'))
  const typedRows = refused ? Math.max(0, ...Object.keys(typed).flatMap((k) => (k.startsWith('officers.') ? [Number(k.split('.')[1]) + 1] : []))) : 0
  const rows = Math.min(OFFICERS_MAX, Math.max(refused ? typedRows : saved.length, 1) + OFFICER_BLANK_ROWS)
  const value = (row: number, field: (typeof OFFICER_FIELDS)[number]) => {
    if (refused) return String(typed[officerField(row, field)] ?? '')
    const officer = saved[row]
    if (!officer) return ''
    if (field === 'publish') return officer.publish ? 'on' : ''
    return officer[field] == null ? '' : String(officer[field])
  }
  return (
    <>
      <TextAreaField
        label={t('wizard.boardMembers')}
        id="boardMembers"
        maxLength={WIZARD_MAX.boardMembers}
        defaultValue={v('boardMembers')}
        error={err('boardMembers')}
        hint={`${t('wizard.boardMembersHint')} ${lengthHint(WIZARD_MAX.boardMembers)}`}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">{t('wizard.officers')}</legend>
        <p className="text-sm text-muted-foreground">{t('wizard.officersHint')}</p>
        {Array.from({ length: rows }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position in the form (officers.{row}.{field})
          <fieldset key={row} className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-2" data-testid={`officer-${row}`}>
            <legend className="px-1 text-xs text-muted-foreground">{t('wizard.officerRow', { number: row + 1 })}</legend>
            <Field
              label={t('wizard.officerName')}
              id={officerField(row, 'name')}
              name={officerField(row, 'name')}
              maxLength={WIZARD_MAX.officerName}
              defaultValue={value(row, 'name')}
              error={err(officerField(row, 'name'))}
              autoComplete="off"
            />
            <Field
              label={t('wizard.officerRole')}
              id={officerField(row, 'role')}
              name={officerField(row, 'role')}
              maxLength={WIZARD_MAX.officerRole}
              defaultValue={value(row, 'role')}
              error={err(officerField(row, 'role'))}
              hint={t('wizard.officerRoleHint')}
            />
            <SelectField label={t('wizard.officerNationality')} id={officerField(row, 'nationality')} defaultValue={value(row, 'nationality')} error={err(officerField(row, 'nationality'))}>
              <option value="">{t('wizard.officerNationalityNone')}</option>
              {loaderData.countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </SelectField>
            <Field
              label={t('wizard.officerBirthYear')}
              id={officerField(row, 'birthYear')}
              name={officerField(row, 'birthYear')}
              inputMode="numeric"
              maxLength={4}
              defaultValue={value(row, 'birthYear')}
              error={err(officerField(row, 'birthYear'))}
              hint={t('wizard.officerBirthYearHint')}
            />
            <label className="flex items-start gap-2 text-sm sm:col-span-2">
              <input type="checkbox" name={officerField(row, 'publish')} defaultChecked={value(row, 'publish') === 'on'} className="mt-1" />
              <span>{t('wizard.officerPublish')}</span>
            </label>
          </fieldset>
        ))}
        {rows < OFFICERS_MAX ? (
          <Button type="submit" name="intent" value="officers-more" variant="outline" size="sm" pending={busy('officers-more')} pendingText={t('common.loading')}>
            {t('wizard.officersMore')}
          </Button>
        ) : null}
      </fieldset>
    </>
  )
}

export function DocumentsStep({ err, step, progress, actionData, data: loaderData }: StepProps) {
  const { application, documents, descriptions } = loaderData
  return (
    <>
      <p className="text-sm text-muted-foreground">{t('documents.intro')}</p>
      <p id="documents" tabIndex={-1} className="rounded-md bg-muted p-3 text-sm">
        {t('documents.nextUploads')}
      </p>
      {err('documents') ? (
        <p id="documents-error" className="text-sm font-medium text-destructive" data-files-kept={actionData && 'kept' in actionData ? '' : undefined}>
          {err('documents')}
        </p>
      ) : null}
      {DOCUMENT_GROUP_ORDER.map((group) => (
        <fieldset key={group} className="space-y-2 rounded-md border border-border p-4">
          <legend className="px-1 font-medium">{t(`documents.${group}`)}</legend>
          <ul className="text-sm">
            {documents
              .filter((d) => d.group === group)
              .map((d) => (
                <li key={d.id} className="flex items-center justify-between gap-2 py-1">
                  <a href={`/verification-application/${application.id}/documents/${d.id}`} className="text-primary underline" dir="auto">
                    {d.fileName}
                  </a>
                  <button
                    type="submit"
                    name="intent"
                    value="remove-document"
                    formAction={`/verification-application/${application.id}?step=${step}&document=${d.id}`}
                    formNoValidate
                    className="text-xs text-destructive underline"
                    aria-label={`${t('documents.remove')}: ${d.fileName}`}
                  >
                    {t('documents.remove')}
                  </button>
                </li>
              ))}
            {documents.some((d) => d.group === group) ? null : <li className="text-muted-foreground">{t('documents.none')}</li>}
          </ul>
          <FileInput
            id={`files_${group}`}
            label={DOCUMENT_RULES[group].multiple ? t('documents.files') : t('documents.fileOne')}
            multiple={DOCUMENT_RULES[group].multiple}
            accept={DOCUMENT_RULES[group].multiple ? 'application/pdf' : 'application/pdf,image/jpeg,image/png'}
          />
          <TextAreaField
            label={t('documents.description')}
            id={`description_${group}`}
            rows={2}
            maxLength={WIZARD_MAX.documentDescription}
            hint={lengthHint(WIZARD_MAX.documentDescription)}
            defaultValue={(actionData?.values?.[`description_${group}`] as string | undefined) ?? descriptions[group]}
          />
        </fieldset>
      ))}
      {progress !== null ? (
        <div role="status" className="space-y-1 text-sm">
          <p>{t('documents.uploading', { percent: progress })}</p>
          <progress max={100} value={progress} className="h-2 w-full" aria-label={t('documents.uploading', { percent: progress })} />
        </div>
      ) : null}
    </>
  )
}

export function PayStep({ v, err, busy, data: loaderData }: StepProps) {
  const { application, tier } = loaderData
  return (
    <>
      <div>
        <p className="text-lg">
          {t('wizard.fee')}: <strong>{formatUsd(tier.priceUsd)}</strong>
        </p>
        <LocalPrice text={loaderData.local?.price} className="mt-1" />
        {/* How the fee is charged and the ways to pay, until it is paid. */}
        {application.paymentStatus !== 'paid' ? <PaymentNotes lines={loaderData.local?.notes} className="mt-2" /> : null}
      </div>
      {loaderData.checklist.length ? (
        <section aria-labelledby="checklist-title" className="rounded-md border-2 border-accent p-4 text-sm" data-testid="pay-checklist">
          <h2 id="checklist-title" className="font-semibold">
            {t(application.paymentStatus === 'paid' ? 'wizard.checklistTitlePaid' : 'wizard.checklistTitle')}
          </h2>
          <ul className="mt-2 list-disc space-y-1 ps-5">
            {loaderData.checklist.map((item) => (
              <li key={item.text}>
                <Link to={`/verification-application/${application.id}?step=${item.step}`} className="text-primary underline">
                  {item.text}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {application.paymentStatus !== 'paid' ? (
        loaderData.checklist.length ? null : (
          <>
            <p className="text-sm text-muted-foreground">{t('wizard.payFirst')}</p>
            <Button type="submit" name="intent" value="pay" variant="accent" pending={busy('pay')} pendingText={t('verify.processing')}>
              {t('wizard.pay', { amount: formatUsd(tier.priceUsd) })}
            </Button>
            <PaymentTermsNotice className="text-xs text-muted-foreground" />
          </>
        )
      ) : (
        <>
          <p role="status" className="font-medium text-primary">
            {t('wizard.paid')}
          </p>
          <section aria-labelledby="summary-title" className="rounded-md bg-muted p-4 text-sm">
            <h2 id="summary-title" className="font-semibold">
              {t('wizard.summary')}
            </h2>
            <dl className="mt-2 grid grid-cols-2 gap-1">
              <dt>{t('wizard.summaryTier')}</dt>
              <dd>{tier.name}</dd>
              <dt>{t('wizard.summaryOrg')}</dt>
              <dd>
                <bdi>{application.organizationName}</bdi>
              </dd>
              <dt>{t('wizard.summaryCountry')}</dt>
              <dd>{loaderData.countryName}</dd>
              <dt>{t('wizard.summaryFee')}</dt>
              <dd>{formatUsd(application.verificationFeePaid)}</dd>
            </dl>
          </section>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              id="declaration"
              name="declaration"
              className="mt-1"
              aria-invalid={err('declaration') ? true : undefined}
              aria-describedby={err('declaration') ? 'declaration-error' : undefined}
            />
            {t('wizard.declaration')}
          </label>
          {err('declaration') ? (
            <p id="declaration-error" className="text-sm font-medium text-destructive">
              {err('declaration')}
            </p>
          ) : null}
          <Field
            label={t('wizard.signature')}
            id="signature"
            name="signature"
            autoComplete="name"
            defaultValue={v('signature')}
            error={err('signature')}
            hint={lengthHint(WIZARD_MAX.signature)}
            required
          />
        </>
      )}
    </>
  )
}
