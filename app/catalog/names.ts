import { t } from '../i18n/index.ts'
import { isGrantRegion, isGrantType, isSector, OTHER_SECTOR } from './sectors.ts'

// The words for the ids of app/catalog/sectors.ts, in the current language. A module of their own,
// so a page that only checks ids (a form's schema) does not ask for these messages.

/**
 * A sector in the current language. A value that is not one of ours (a grant written before
 * sectors were ids, or an admin's own word) is shown as it was written.
 */
export function sectorName(value: string): string {
  if (value === OTHER_SECTOR) return t('sector.other')
  return isSector(value) ? t(`sector.${value}`) : value
}

/** A region or geographic focus ("Pan-African", "East Africa", "the Sahel") in the current language. */
export function regionName(value: string): string {
  return isGrantRegion(value) ? t(`region.${value}`) : value
}

export function grantTypeName(value: string): string {
  return isGrantType(value) ? t(`grantType.${value}`) : value
}
