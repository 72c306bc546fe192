import { sql, type SQL } from 'drizzle-orm'
import { APPLICANT_TYPE_OF, MATCH_BLOCKED_CAP, MATCH_STRAIN_CAP, MATCH_WEIGHTS } from '../../catalog/matching.ts'
import { grants } from '../../db/schema/index.ts'
import { SEARCH_CONFIGS } from '../grants/search-grants.server.ts'
import { regionsReaching } from './facts-of.ts'
import type { MatchProfile } from './profile.ts'

/**
 * The match score in SQL (ADR 028): the facts score.ts reads, as expressions over a grants row,
 * and the score folded from them with the same weights. scoreMatch (TypeScript) explains a page of
 * grants; matchScoreSql filters and orders many at once. score-sql.test.ts holds the two equal.
 */

const W = MATCH_WEIGHTS
const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`

/**
 * One mission term as a full-text query in every language a grant can be indexed in (ORed), so it
 * finds grants in any of them; built from constants, so the planner folds it once and a GIN index
 * on search_vector can answer it.
 */
export function termQuery(term: string | SQL): SQL {
  return sql.join(
    SEARCH_CONFIGS.map((cfg) => sql`plainto_tsquery(${sql.raw(`'${cfg}'`)}::regconfig, f_search_text(${term}))`),
    sql` || `,
  )
}

export function matchFactSql(profile: MatchProfile) {
  // Every sector the organization works in counts (ADR 056): the grant's main sector among them is a
  // full fit, another of the grant's sectors among them a partial one.
  const mine = textArray(profile.sectors)
  const sector = sql<string>`(case when ${grants.sector} = any(${mine}) then 'full' when ${grants.sectors} && ${mine} then 'partial' else 'none' end)`
  // The sector the reason names: the grant's main one on a full fit, else the first of the organization's it funds.
  const matchedSector = sql<string | null>`(case when ${grants.sector} = any(${mine}) then ${grants.sector} ${sql.join(
    profile.sectors.map((s) => sql`when ${grants.sectors} @> ${textArray([s])} then ${s}::text`),
    sql` `,
  )} end)`
  const regionBranch = profile.region ? sql`when ${grants.geographicFocus} && ${textArray(regionsReaching(profile.region))} then 'region'` : sql``
  // Named countries are the most precise: a grant for "Rwanda and Tanzania" is not open to Kenya,
  // even when its focus also says East Africa. Without countries, its focus decides.
  const place = sql<string>`(case when ${grants.countryCodes} @> ${textArray([profile.country])} then 'country'
    when cardinality(${grants.countryCodes}) > 0 then 'excluded'
    when ${grants.geographicFocus} @> ${textArray(['pan_african'])} then 'pan_african' ${regionBranch}
    when cardinality(${grants.geographicFocus}) = 0 then 'anywhere' else 'excluded' end)`
  const termHits = profile.terms.map((term) => sql`(${grants.searchVector} @@ (${termQuery(term)}))`)
  // Most grants hold none of the words: one test of them all first, so the grant's text is read once
  // (a search vector is large and read again for every test), and word by word only when one is there.
  const anyTerm = profile.terms.length ? sql`${grants.searchVector} @@ (${sql.join(profile.terms.map(termQuery), sql` || `)})` : null
  const terms = anyTerm
    ? sql<string[]>`(case when ${anyTerm} then array_remove(array[${sql.join(
        profile.terms.map((term, i) => sql`case when ${termHits[i]} then ${term}::text end`),
        sql`, `,
      )}], null) else '{}'::text[] end)`
    : sql<string[]>`'{}'::text[]`
  const termCount = anyTerm
    ? sql<number>`(case when ${anyTerm} then ${sql.join(
        termHits.map((hit) => sql`${hit}::int`),
        sql` + `,
      )} else 0 end)`
    : sql<number>`0`
  const daysLeft = sql<number | null>`(${grants.deadline} - current_date)`
  // Stated applicant types, when there are any, decide; else the types read from the eligibility text (ADR 057).
  const ineligible = profile.orgType
    ? sql<boolean>`(case when cardinality(${grants.applicantTypes}) > 0 then not ${grants.applicantTypes} @> ${textArray([APPLICANT_TYPE_OF[profile.orgType]])}
        else cardinality(${grants.eligibleOrgTypes}) > 0 and not ${grants.eligibleOrgTypes} @> ${textArray([profile.orgType])} end)`
    : sql<boolean>`false`
  // Where an applicant must be registered: the eligible countries, else the funder's (the countries it is open to) when foreign organizations may not apply.
  const registrationCountries = sql<
    string[]
  >`(case when cardinality(${grants.eligibleCountries}) > 0 then ${grants.eligibleCountries} when ${grants.foreignApplicants} = false then ${grants.countryCodes} else '{}'::text[] end)`
  const notRegistered = sql<boolean>`(cardinality(${registrationCountries}) > 0 and not ${registrationCountries} @> ${textArray([profile.country])})`
  return { sector, matchedSector, place, terms, termCount, daysLeft, ineligible, registrationCountries, notRegistered, anyTerm }
}

/** The match score of the grants row for this profile, as an integer SQL expression (the twin of scoreMatch). */
export function matchScoreSql(profile: MatchProfile): SQL<number> {
  const f = matchFactSql(profile)
  const size =
    profile.sizeUsd === null
      ? sql`${W.size.unknown}`
      : sql`(case when ${grants.fundingUsd} is null then ${W.size.unknown} when ${grants.fundingUsd} <= ${profile.sizeUsd} then ${W.size.fits} when ${grants.fundingUsd} <= ${2 * profile.sizeUsd} then ${W.size.near} else 0 end)`
  const total = sql`(
    (case ${f.sector} when 'full' then ${W.sector.full} when 'partial' then ${W.sector.partial} else 0 end)
    + (case ${f.place} when 'country' then ${W.place.full} when 'excluded' then 0 else ${W.place.partial} end)
    + least(${W.mission.max}, ${W.mission.perTerm} * ${f.termCount})
    + ${size}
    + (case when ${f.daysLeft} is null or ${f.daysLeft} >= ${W.deadline.comfortableDays} then ${W.deadline.full} when ${f.daysLeft} >= ${W.deadline.tightDays} then ${W.deadline.tight} when ${f.daysLeft} >= 0 then ${W.deadline.rush} else 0 end)
    + (case when ${grants.language}::text = any(${textArray(profile.languages)}) then ${W.language} else 0 end))`
  const otherLanguage = sql`not (${grants.language}::text = any(${textArray(profile.languages)}))`
  const farAbove = profile.sizeUsd === null ? sql`false` : sql`coalesce(${grants.fundingUsd} >= ${W.size.farAboveRatio * profile.sizeUsd}, false)`
  // The weights add up to 100, so the uncapped score is least(total, 100): the total is written once.
  return sql<number>`least(${total}, case when ${f.place} = 'excluded' or ${f.ineligible} or ${f.notRegistered} then ${MATCH_BLOCKED_CAP}
    when ${otherLanguage} or ${farAbove} then ${MATCH_STRAIN_CAP} else 100 end)::int`
}

/**
 * Conditions every grant scoring at least `minScore` meets, answered by indexes, so a search for
 * good matches reads few rows: without the sector and any mission word a grant loses 45 points,
 * so above 55 one of them (any of the organization's sectors) is needed; above the strain cap the grant is written in one of the
 * organization's languages; above the blocked cap it must be open to the organization's country. They only narrow the rows: the score itself still decides.
 */
export function requiredForScore(profile: MatchProfile, minScore: number): SQL | null {
  const room = 100 - minScore
  const conditions: SQL[] = []
  const f = matchFactSql(profile)
  if (W.sector.full + W.mission.max > room) {
    const mine = textArray(profile.sectors)
    const sectorHit = sql`(${grants.sector} = any(${mine}) or ${grants.sectors} && ${mine})`
    conditions.push(f.anyTerm ? sql`(${sectorHit} or ${f.anyTerm})` : sectorHit)
  }
  if (minScore > MATCH_STRAIN_CAP) conditions.push(sql`${grants.language}::text = any(${textArray(profile.languages)})`)
  if (minScore > MATCH_BLOCKED_CAP) {
    const places = [profile.country]
    const focus = ['pan_african', ...regionsReaching(profile.region)]
    conditions.push(
      sql`(${grants.countryCodes} @> ${textArray(places)} or (cardinality(${grants.countryCodes}) = 0 and (${grants.geographicFocus} && ${textArray(focus)} or cardinality(${grants.geographicFocus}) = 0)))`,
    )
  }
  return conditions.length ? sql.join(conditions, sql` and `) : null
}
