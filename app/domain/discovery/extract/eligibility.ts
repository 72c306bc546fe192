import { APPLICANT_TYPES, type ApplicantType } from '../../../catalog/matching.ts'
import { parsePlaces } from './places.ts'
import { fold, head, squash } from './text.ts'

/**
 * Who may apply, read from a grant's "Eligibility" / "Who can apply" text in English, French,
 * Portuguese, Swahili and Arabic (issue 25 §6, ADR 057): the kinds of applicant (APPLICANT_TYPES),
 * whether organizations from outside the funder's country may apply, and the countries applicants
 * must be registered in. Pure; reads folded text (lower case, no accents).
 */
export interface ReadEligibility {
  /** APPLICANT_TYPES ids, in the catalogue's order; empty: not stated. */
  applicantTypes: ApplicantType[]
  /** null: not stated; false: only organizations from the funder's (or the named) country. */
  foreignApplicants: boolean | null
  /** ISO codes of the countries applicants must be in; empty: not stated. */
  eligibleCountries: string[]
}

/** The words that name each kind of applicant (folded). "Organisations" alone are non-profits: a funder names the others. */
const TYPE_WORDS: Record<ApplicantType, RegExp> = {
  ngo: /\b(ngos?|nonprofits?|non-profits?|not-for-profits?|non-governmental|civil society|community(-based)? (organi[sz]ations|groups)|cbos?|charit(y|ies)|faith-based|associations?(?! of (local )?(authorities|municipalities))|(?<!international )organi[sz]ations?|groups? (led by|of) women|women'?s groups|youth groups|ong|organisations?|groupements?|societe civile|sans but lucratif|organizacoes|associacoes|sem fins lucrativos|sociedade civil|mashirika|asasi za kiraia|vikundi)\b|منظمات|جمعيات|المجتمع المدني/,
  university:
    /\b(universit(y|ies)|colleges?|academic institutions?|research (institutes?|institutions?|centres?|centers?)|higher education|universites?|enseignement superieur|instituts? de recherche|universidades?|ensino superior|institutos? de investigacao|vyuo vikuu|chuo kikuu)\b|جامعات|الجامعات/,
  government:
    /\b(governments?|ministr(y|ies)|municipalit(y|ies)|(district|county|city|local) (councils?|assembl(y|ies)|authorit(y|ies)|governments?|health (management )?teams?)|council health|local authorit(y|ies)|public (bodies|institutions|authorities|agencies)|mmdas|collectivites|communes|ministeres?|administrations? publiques?|institutions? publiques?|municipios|autarquias|entidades publicas|governos? locais|serikali|halmashauri)\b|الجهات الحكومية|البلديات|الوزارات/,
  business: /\b(business(es)?|compan(y|ies)|enterprises?|startups?|start-ups?|smes|msmes|private sector|for-profit|entreprises?|pme|empresas?|biashara|makampuni|kampuni)\b|الشركات|المقاولات/,
  individual:
    /\b(individuals?|founders?|co-founders?|fellows?|researchers?|journalists?|students?|particuliers|personnes physiques|individus|chercheurs?|pessoas singulares|individuos|particulares|investigadores|watu binafsi|mtu binafsi)\b|الأفراد|افراد/,
}

/** A sentence that rules someone out ("international NGOs may not lead", "organisations cannot apply"), or speaks of partners: not who applies. */
const NOT_APPLICANTS =
  /(cannot apply|can not apply|may not (apply|lead)|not eligible|are excluded|ne (sont|peuvent) pas|non eligibles?|nao (sao|podem)|hawastahili|hawawezi|لا يحق|غير مؤهل|co-applicants?|consorti|partners?\b|partenaires?|parceiros?)/
/** A partner one may apply with ("applying alone or with a registered non-profit partner"): not an applicant. */
const WITH_PARTNER = /,?\s*(applying )?(alone or )?(with|together with|in partnership with|avec|com|na) (a |an |un |une |um |uma )?[^,.;]{0,60}partner\w*/g

/** Organizations from outside may apply. */
const FOREIGN_YES =
  /(any ([a-z]+ ){0,2}country|all (african )?countries|worldwide|international (organi[sz]ations|ngos) (are|may|can) (also )?(eligible|apply)|foreign (organi[sz]ations|applicants|institutions|entities) (are|may|can) (also )?(eligible|apply)|tout pays|de tous pays|qualquer pais|nchi yoyote|أي بلد)/
/** Only organizations from the funder's (or the named) country. */
const FOREIGN_NO =
  /(foreign (organi[sz]ations|applicants|entities|ngos) (may not|cannot|can not|are not eligible|are not allowed)|international (organi[sz]ations|ngos) (may not apply|cannot apply|are not eligible)|(only|exclusively)[^.;]{0,80}\b(registered|based|incorporated) in|must be [^.;]{0,60}\b(registered|based|incorporated) in|organisations etrangeres ne|organismes etrangers ne|uniquement[^.;]{0,80}(enregistrees?|basees?|etablies?) (en|au|a|dans)|doivent etre (legalement )?(enregistrees?|basees?|etablies?) (en|au|a|dans)|organizacoes estrangeiras nao|apenas[^.;]{0,80}(registadas|registradas|sediadas) (em|no|na)|devem estar (registadas|registradas|sediadas) (em|no|na)|mashirika ya kigeni hay|yaliyosajiliwa [^.;]{0,40}pekee|المنظمات الأجنبية|فقط[^.]{0,60}المسجلة في)/

/** The applicant types a text names (none when it names none). */
export function applicantTypesIn(text: string | null | undefined): ApplicantType[] {
  const found = new Set<ApplicantType>()
  for (const sentence of sentencesOf(text)) {
    const folded = fold(sentence).replace(WITH_PARTNER, ' ')
    if (NOT_APPLICANTS.test(folded)) continue
    for (const type of APPLICANT_TYPES) if (TYPE_WORDS[type].test(folded)) found.add(type)
  }
  return APPLICANT_TYPES.filter((type) => found.has(type))
}

/** Who may apply, read from the text of an eligibility section (or the sentences that say it). */
export function readEligibility(text: string | null | undefined): ReadEligibility {
  const written = head(squash(text ?? ''), 4000)
  const folded = fold(written)
  const foreignApplicants = FOREIGN_NO.test(folded) ? false : FOREIGN_YES.test(folded) ? true : null
  // The countries named where applicants must be (registered in, based in, a demonym: "Registered Ghanaian NGOs"), not partners'.
  const applicantText = sentencesOf(written)
    .filter((s) => !NOT_APPLICANTS.test(fold(s)))
    .join(' ')
  const eligibleCountries = foreignApplicants === true ? [] : parsePlaces(applicantText).countryCodes
  return { applicantTypes: applicantTypesIn(written), foreignApplicants, eligibleCountries }
}

/** A text's sentences (a full stop, a line, a numbered clause such as "3.2"). */
function sentencesOf(text: string | null | undefined): string[] {
  return head(text ?? '', 4000)
    .split(/;\s*|\n|(?<=[.!?])\s+(?=[\p{Lu}\d"“«])|\s(?=\d+\.\d+\s)/u)
    .map(squash)
    .filter(Boolean)
}

/** A sentence of a page that says who may apply (outside a labelled eligibility section). */
export const APPLICANT_CUE =
  /(who can apply|eligible applicants|applicants must|lead applicant|may apply|can apply|are eligible|is open to|open only to|are welcome|sont les bienvenu|qui peut postuler|peuvent postuler|peuvent candidater|sont eligibles|quem pode candidatar|podem candidatar|sao elegiveis|wanaostahili|wanaweza kuomba|من يمكنه|يمكن ل|الأهلية)/
