import type { MessageId } from '../../i18n/index.ts'
import { t } from '../../i18n/index.ts'
import { badgeClass } from '../ui/badge.tsx'

const LABELS: Record<string, MessageId> = {
  open: 'requests.status.open',
  accepted: 'requests.status.accepted',
  declined: 'requests.status.declined',
  withdrawn: 'requests.status.withdrawn',
}

/** A request's status as a badge, in the reader's language. */
export function RequestStatus({ status }: { status: string }) {
  return <span className={badgeClass(status === 'accepted' ? 'strong' : status === 'open' ? 'brand' : 'neutral', 'whitespace-nowrap')}>{t(LABELS[status] ?? 'requests.status.open')}</span>
}
