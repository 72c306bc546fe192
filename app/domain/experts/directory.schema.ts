import { isCountryCode } from '../../catalog/countries.ts'
import { isGrantType, isOneOf, isSector, LANGUAGES } from '../../catalog/sectors.ts'
import { t } from '../../i18n/index.ts'
import { fieldName, hasControlCharacters } from '../shared/form-fields.ts'
import { DIRECTORY_PARAMS, DIRECTORY_SORTS, type DirectoryFilter, type DirectoryState } from './directory-url.ts'

/** Limits of the directory's search form. */
export const DIRECTORY_LIMITS = { qMax: 200, rateMax: 10_000, pageMax: 10_000 } as const

/** A filter's label as the form shows it (messages name it). */
export function directoryLabel(field: DirectoryFilter | 'sort'): string {
  switch (field) {
    case 'q':
      return t('experts.searchLabel')
    case 'country':
      return t('expertDirectory.country')
    case 'language':
      return t('expertDirectory.language')
    case 'sector':
      return t('experts.sectorLabel')
    case 'type':
      return t('expertDirectory.grantType')
    case 'minRate':
      return t('expertDirectory.minRate')
    case 'maxRate':
      return t('expertDirectory.maxRate')
    case 'sort':
      return t('expertDirectory.sort')
  }
}

/** A value the URL gave that the directory did not apply, with the message the page shows. */
export interface DirectoryProblem {
  field: DirectoryFilter | 'sort'
  message: string
}

/**
 * The directory's state from the URL (a GET form, or a shared link). A bad value is never an error
 * page: it is left out of the search and named in `problems`, so the page says which filter it did
 * not apply and why. A rate range given the wrong way round is swapped (the visitor's intent is plain).
 */
export function readDirectoryQuery(params: URLSearchParams): { query: DirectoryState; problems: DirectoryProblem[] } {
  const problems: DirectoryProblem[] = []
  const ignored = (field: DirectoryFilter | 'sort') => problems.push({ field, message: t('expertDirectory.ignored', { filter: fieldName(directoryLabel(field)) }) })
  const raw = (field: keyof typeof DIRECTORY_PARAMS) => {
    const value = params.get(DIRECTORY_PARAMS[field])
    return value === null || value.trim() === '' ? undefined : value
  }
  /** A catalogue id: a plain value (no control characters) that the check accepts, else ignored. */
  const choice = (field: DirectoryFilter | 'sort', normalise: (v: string) => string, accept: (v: string) => boolean): string | undefined => {
    const value = raw(field as keyof typeof DIRECTORY_PARAMS)
    if (value === undefined) return undefined
    const id = normalise(value.trim())
    if (!hasControlCharacters(value) && accept(id)) return id
    ignored(field)
    return undefined
  }
  const rate = (field: 'minRate' | 'maxRate'): number | undefined => {
    const value = raw(field)
    if (value === undefined) return undefined
    if (!hasControlCharacters(value) && /^\d{1,9}$/.test(value.trim()) && Number(value.trim()) <= DIRECTORY_LIMITS.rateMax) return Number(value.trim())
    problems.push({ field, message: t('expertDirectory.rateInvalid', { filter: fieldName(directoryLabel(field)), max: DIRECTORY_LIMITS.rateMax }) })
    return undefined
  }

  let q: string | undefined
  const typed = raw('q')
  if (typed !== undefined) {
    if (hasControlCharacters(typed)) problems.push({ field: 'q', message: t('validation.controlCharacters', { field: fieldName(directoryLabel('q')) }) })
    else if (typed.trim().length > DIRECTORY_LIMITS.qMax) problems.push({ field: 'q', message: t('expertDirectory.qMax', { max: DIRECTORY_LIMITS.qMax }) })
    else q = typed.trim()
  }
  const lower = (v: string) => v.toLowerCase()
  let minRate = rate('minRate')
  let maxRate = rate('maxRate')
  if (minRate !== undefined && maxRate !== undefined && minRate > maxRate) [minRate, maxRate] = [maxRate, minRate]
  const page = Number(params.get('page'))
  const query: DirectoryState = {
    q,
    country: choice('country', (v) => v.toUpperCase(), isCountryCode),
    language: choice('language', lower, (v) => isOneOf(LANGUAGES, v)),
    sector: choice('sector', (v) => v.toLowerCase().replace(/[^a-z0-9]+/g, '_'), isSector),
    type: choice('type', (v) => v.toLowerCase().replace(/[^a-z0-9]+/g, '_'), isGrantType),
    minRate,
    maxRate,
    sort: choice('sort', lower, (v) => isOneOf(DIRECTORY_SORTS, v)) as DirectoryState['sort'],
    page: Number.isInteger(page) && page >= 1 && page <= DIRECTORY_LIMITS.pageMax ? page : 1,
  }
  if (query.sort === 'best') query.sort = undefined
  for (const key of Object.keys(query) as Array<keyof DirectoryState>) if (query[key] === undefined) delete query[key]
  return { query, problems }
}

/** The directory's state from the URL, bad values left out (readDirectoryQuery without its messages). */
export function parseDirectoryQuery(params: URLSearchParams): DirectoryState {
  return readDirectoryQuery(params).query
}
