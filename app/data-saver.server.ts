import { DATA_SAVER_CHOICES, type DataSaverChoice } from './catalog/data-saver.ts'

export function readDataSaverCookie(request: Request): DataSaverChoice {
  const match = (request.headers.get('Cookie') ?? '').match(/(?:^|;\s*)data-saver=(auto|on|off)/)
  return (match?.[1] as DataSaverChoice | undefined) ?? 'auto'
}

export function parseDataSaver(value: unknown): DataSaverChoice | null {
  return DATA_SAVER_CHOICES.includes(value as DataSaverChoice) ? (value as DataSaverChoice) : null
}

export function dataSaverCookie(choice: DataSaverChoice) {
  return `data-saver=${choice}; Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000`
}

/**
 * Whether this page is sent lean: the member's choice, else the visitor's cookie; on "automatic",
 * the browser's data saver (Chrome on Android sends `Save-Data: on` while it is on).
 */
export function dataSaverOn(request: Request, memberChoice: DataSaverChoice | undefined): boolean {
  const choice = memberChoice && memberChoice !== 'auto' ? memberChoice : readDataSaverCookie(request)
  if (choice !== 'auto') return choice === 'on'
  return request.headers.get('Save-Data')?.trim().toLowerCase() === 'on'
}
