import type { Places } from '../../domain/grants/grant-places.server.ts'
import { t } from '../../i18n/index.ts'

/**
 * Where a grant is open, in the reader's language: the countries and regions named on the server
 * (grantPlaces), then the funder's own words when they say more, labelled as theirs and isolated
 * from the page's direction; `unstated` when the grant names no place.
 */
export function PlaceNames({ places, unstated }: { places: Places; unstated: string }) {
  if (!places.names && !places.funderWords) return <>{unstated}</>
  return (
    <>
      {places.names}
      {places.funderWords ? (
        <span className={`block text-xs font-normal text-muted-foreground [overflow-wrap:anywhere] ${places.names ? 'mt-0.5' : ''}`}>{t('places.funderWords', { words: places.funderWords })}</span>
      ) : null}
    </>
  )
}
