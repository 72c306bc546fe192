import type { Region } from '../../app/catalog/countries.ts'
import type { Language, Sector } from '../../app/catalog/sectors.ts'
import type { NewGrant } from '../../app/domain/grants/write-grant.server.ts'

/**
 * Demo grants written in French, Portuguese, Arabic and Swahili, as funders in those languages
 * publish calls: their own title forms ("Appel à projets", "Convite à apresentação de propostas",
 * "دعوة لتقديم مقترحات", "Wito wa Maombi"), funder names, amounts in the currency they use, and
 * places where the language is spoken. generate-grants.ts turns some of its grants into these.
 */
export type GrantLanguage = Exclude<Language, 'en'>

/** A deterministic random source (generate-grants.ts's prng). */
export interface Random {
  next(): number
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  some<T>(items: readonly T[], n: number): T[]
}

/** A place as a sentence names it: `bare` in a title, `in` after a verb ("au Sénégal"). */
interface Place {
  /** English country names, for country_scope (the filters read it). */
  countries: string[]
  region: Region | 'pan_african'
  bare: string
  in: string
}

interface Funder {
  name: string
  /** The funder as the subject of the call's first sentence, with its article or agreement. */
  opens: string
}

interface Topic {
  themes: string[]
  focus: string[]
  audience: string[]
}

interface LanguagePack {
  funders: Funder[]
  places: Place[]
  titles: string[]
  topics: Record<Sector, Topic>
  amount(usd: number, place: Place, r: Random): string
  description(g: { funder: Funder; theme: string; place: Place; focus: string[]; audience: string; months: number }): string
  eligibility(place: Place, years: number): string
  /** A target-audience tag from an audience phrase. */
  tag(audience: string): string
}

const capitalize = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1)
/** "a, b et c" in the language's own way. */
const list = (items: string[], and: string, comma = ', ') => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(comma)}${and}${items.at(-1)}`)
const CFA = new Set(['Senegal', 'Mali', 'Burkina Faso', 'Niger', 'Ivory Coast', 'Benin', 'Togo', 'Cameroon', 'Chad', 'Gabon', 'Central African Republic', 'Republic of the Congo'])
const round = (n: number, step: number) => Math.max(step, Math.round(n / step) * step)
const fr = new Intl.NumberFormat('fr-FR')
const dotted = new Intl.NumberFormat('de-DE')
const en = new Intl.NumberFormat('en-US')

const country = (name: string, region: Region, bare: string, inPhrase: string): Place => ({ countries: [name], region, bare, in: inPhrase })

const FRENCH: LanguagePack = {
  funders: [
    { name: 'Fondation Sahel Solidarité', opens: 'La Fondation Sahel Solidarité lance' },
    { name: 'Fonds Climat Afrique de l’Ouest', opens: 'Le Fonds Climat Afrique de l’Ouest lance' },
    { name: 'Agence de coopération pour le développement local', opens: 'L’Agence de coopération pour le développement local lance' },
    { name: 'Fondation Grands Lacs Santé', opens: 'La Fondation Grands Lacs Santé lance' },
    { name: 'Initiative Jeunesse et Emploi du Bassin du Congo', opens: 'L’Initiative Jeunesse et Emploi du Bassin du Congo lance' },
    { name: 'Fonds Femmes et Développement', opens: 'Le Fonds Femmes et Développement lance' },
    { name: 'Fondation Baobab pour l’Éducation', opens: 'La Fondation Baobab pour l’Éducation lance' },
    { name: 'Programme de microfinancements communautaires', opens: 'Le Programme de microfinancements communautaires lance' },
  ],
  places: [
    country('Senegal', 'west_africa', 'Sénégal', 'au Sénégal'),
    country('Mali', 'west_africa', 'Mali', 'au Mali'),
    country('Burkina Faso', 'west_africa', 'Burkina Faso', 'au Burkina Faso'),
    country('Niger', 'west_africa', 'Niger', 'au Niger'),
    country('Ivory Coast', 'west_africa', 'Côte d’Ivoire', 'en Côte d’Ivoire'),
    country('Guinea', 'west_africa', 'Guinée', 'en Guinée'),
    country('Benin', 'west_africa', 'Bénin', 'au Bénin'),
    country('Togo', 'west_africa', 'Togo', 'au Togo'),
    country('Cameroon', 'central_africa', 'Cameroun', 'au Cameroun'),
    country('Chad', 'central_africa', 'Tchad', 'au Tchad'),
    country('Gabon', 'central_africa', 'Gabon', 'au Gabon'),
    country('Central African Republic', 'central_africa', 'République centrafricaine', 'en République centrafricaine'),
    country('Republic of the Congo', 'central_africa', 'Congo', 'en République du Congo'),
    country('Democratic Republic of the Congo', 'central_africa', 'RD Congo', 'en République démocratique du Congo'),
    country('Burundi', 'central_africa', 'Burundi', 'au Burundi'),
    country('Rwanda', 'east_africa', 'Rwanda', 'au Rwanda'),
    country('Madagascar', 'east_africa', 'Madagascar', 'à Madagascar'),
    country('Morocco', 'north_africa', 'Maroc', 'au Maroc'),
    country('Tunisia', 'north_africa', 'Tunisie', 'en Tunisie'),
    { countries: ['Senegal', 'Mali', 'Niger'], region: 'west_africa', bare: 'Sahel', in: 'au Sénégal, au Mali et au Niger' },
    { countries: ['Burkina Faso', 'Benin', 'Togo'], region: 'west_africa', bare: 'Afrique de l’Ouest', in: 'au Burkina Faso, au Bénin et au Togo' },
    { countries: [], region: 'west_africa', bare: 'Afrique de l’Ouest', in: 'en Afrique de l’Ouest' },
    { countries: [], region: 'central_africa', bare: 'Afrique centrale', in: 'en Afrique centrale' },
    { countries: [], region: 'pan_african', bare: 'Afrique francophone', in: 'en Afrique francophone' },
  ],
  titles: [
    'Appel à projets : {theme}',
    'Appel à propositions – {theme}',
    'Programme de petites subventions : {theme}',
    'Fonds d’appui aux initiatives locales : {theme}',
    'Prix de l’innovation : {theme}',
    '{theme} : appel à candidatures',
  ],
  topics: {
    education: {
      themes: [
        'Scolarisation des filles',
        'Éducation de la petite enfance',
        'Formation des enseignants',
        'Alphabétisation des adultes',
        'Éducation inclusive des enfants handicapés',
        'Cantines scolaires et maintien à l’école',
      ],
      focus: ['l’alphabétisation', 'le calcul', 'les sciences', 'la formation des enseignants', 'les infrastructures scolaires', 'les bourses d’études'],
      audience: ['les écoles', 'les enseignants', 'les associations de parents d’élèves', 'les organisations communautaires'],
    },
    health: {
      themes: [
        'Santé maternelle et néonatale',
        'Agents de santé communautaires',
        'Lutte contre le paludisme',
        'Prévention du VIH chez les adolescents',
        'Santé mentale',
        'Accès à l’eau potable et à l’assainissement',
        'Nutrition des enfants de moins de cinq ans',
      ],
      focus: ['la santé maternelle', 'le paludisme', 'le VIH/sida', 'la santé mentale', 'l’accès à l’eau et à l’assainissement', 'la nutrition', 'les soins de santé primaires'],
      audience: ['les centres de santé', 'les agents de santé communautaires', 'les associations de femmes', 'les communautés rurales'],
    },
    agriculture: {
      themes: [
        'Résilience des petits exploitants',
        'Agriculture intelligente face au climat',
        'Réduction des pertes après récolte',
        'Entrepreneuriat agricole des femmes',
        'Petite irrigation',
        'Systèmes semenciers paysans',
        'Santé animale',
      ],
      focus: ['la sécurité alimentaire', 'les chaînes de valeur', 'l’irrigation', 'la fertilité des sols', 'l’accès aux marchés', 'l’élevage'],
      audience: ['les petits producteurs', 'les coopératives agricoles', 'les groupements de femmes', 'les éleveurs'],
    },
    environment: {
      themes: [
        'Restauration des forêts communautaires',
        'Conservation du littoral et des mangroves',
        'Protection de la faune',
        'Gestion des déchets et recyclage',
        'Adaptation au changement climatique',
        'Lutte contre la désertification',
      ],
      focus: ['le reboisement', 'la biodiversité', 'l’adaptation climatique', 'l’économie circulaire', 'les écosystèmes marins'],
      audience: ['les associations de conservation', 'les communautés locales', 'les groupes de jeunes', 'les communes'],
    },
    technology: {
      themes: ['Compétences numériques des jeunes', 'Technologies civiques', 'Innovation par les données ouvertes', 'Santé mobile', 'Femmes et numérique', 'Connectivité rurale'],
      focus: ['les compétences numériques', 'la connectivité', 'l’innovation', 'les logiciels libres', 'les données', 'la finance numérique'],
      audience: ['les jeunes pousses', 'les incubateurs technologiques', 'les associations de jeunes', 'les entreprises sociales'],
    },
    gender_equality: {
      themes: [
        'Lutte contre les violences basées sur le genre',
        'Autonomisation économique des femmes',
        'Participation politique des femmes',
        'Leadership des filles',
        'Prévention du mariage des enfants',
        'Aide juridique aux femmes',
      ],
      focus: ['la prévention des violences', 'l’autonomisation économique', 'le leadership', 'les droits des femmes', 'la santé sexuelle et reproductive'],
      audience: ['les organisations de femmes', 'les leaders communautaires', 'les cliniques juridiques', 'les associations de jeunes filles'],
    },
    economic_development: {
      themes: ['Emploi des jeunes', 'Croissance des petites entreprises', 'Épargne et crédit villageois', 'Formation professionnelle', 'Entrepreneuriat social', 'Commerce transfrontalier'],
      focus: ['l’emploi', 'l’entrepreneuriat', 'l’inclusion financière', 'les compétences', 'le commerce'],
      audience: ['les petites entreprises', 'les femmes entrepreneures', 'les coopératives', 'les associations de jeunes'],
    },
    governance: {
      themes: ['Redevabilité des collectivités locales', 'Participation citoyenne', 'Lutte contre la corruption', 'Accès à la justice', 'Liberté de la presse', 'Observation électorale'],
      focus: ['la transparence', 'la redevabilité', 'l’espace civique', 'l’état de droit', 'les droits humains'],
      audience: ['les organisations de la société civile', 'les journalistes', 'les collectivités locales', 'les défenseurs des droits humains'],
    },
    energy: {
      themes: ['Solaire hors réseau pour les centres de santé', 'Cuisson propre', 'Mini-réseaux électriques', 'Usages productifs de l’énergie', 'Accès à l’énergie pour les écoles'],
      focus: ['l’énergie solaire', 'la cuisson propre', 'les mini-réseaux', 'l’efficacité énergétique', 'les usages productifs'],
      audience: ['les entreprises du secteur de l’énergie', 'les centres de santé', 'les écoles', 'les coopératives'],
    },
  },
  amount(usd, place, r) {
    const cfa = place.countries.some((c) => CFA.has(c)) && r.next() < 0.6
    const value = (n: number) => (cfa ? `${fr.format(round(n * 600, 500_000))} FCFA` : `${fr.format(round(n * 0.92, 1000))} €`)
    return r.next() < 0.7 ? `Jusqu’à ${value(usd)}` : `De ${value(usd / 4)} à ${value(usd)}`
  },
  description: ({ funder, theme, place, focus, audience, months }) =>
    `${funder.opens} un appel à projets « ${theme} » ${place.in}. ` +
    `Les subventions financent des actions portant sur ${list(focus, ' et ')}, menées par ${audience} et leurs partenaires, avec des résultats mesurables pour les communautés. ` +
    `Les projets, d’une durée de ${months} mois, doivent montrer comment les activités se poursuivront après la fin du financement.`,
  eligibility: (place, years) =>
    `Ouvert aux associations, ONG et organisations communautaires légalement enregistrées ${place.in} depuis au moins ${years} ${years > 1 ? 'ans' : 'an'}. Les candidats doivent disposer d’un compte bancaire au nom de l’organisation.`,
  tag: (audience) => capitalize(audience.replace(/^les /, '')),
}

const PORTUGUESE: LanguagePack = {
  funders: [
    { name: 'Fundação Horizonte para o Desenvolvimento', opens: 'A Fundação Horizonte para o Desenvolvimento abre' },
    { name: 'Fundo Lusófono de Apoio Comunitário', opens: 'O Fundo Lusófono de Apoio Comunitário abre' },
    { name: 'Instituto Atlântico de Cooperação', opens: 'O Instituto Atlântico de Cooperação abre' },
    { name: 'Fundação Zambeze para a Saúde', opens: 'A Fundação Zambeze para a Saúde abre' },
    { name: 'Fundo Verde para a Biodiversidade', opens: 'O Fundo Verde para a Biodiversidade abre' },
    { name: 'Programa Comunitário de Pequenas Subvenções', opens: 'O Programa Comunitário de Pequenas Subvenções abre' },
  ],
  places: [
    country('Mozambique', 'southern_africa', 'Moçambique', 'em Moçambique'),
    country('Angola', 'southern_africa', 'Angola', 'em Angola'),
    country('Guinea-Bissau', 'west_africa', 'Guiné-Bissau', 'na Guiné-Bissau'),
    country('Cabo Verde', 'west_africa', 'Cabo Verde', 'em Cabo Verde'),
    country('Sao Tome and Principe', 'central_africa', 'São Tomé e Príncipe', 'em São Tomé e Príncipe'),
    { countries: ['Angola', 'Mozambique', 'Cabo Verde', 'Guinea-Bissau', 'Sao Tome and Principe'], region: 'pan_african', bare: 'PALOP', in: 'nos países africanos de língua oficial portuguesa' },
  ],
  titles: [
    'Convite à apresentação de propostas: {theme}',
    'Concurso de pequenas subvenções: {theme}',
    'Fundo de apoio a iniciativas locais: {theme}',
    'Programa de financiamento: {theme}',
    'Prémio de inovação: {theme}',
    '{theme}: candidaturas abertas',
  ],
  topics: {
    education: {
      themes: ['Educação das raparigas', 'Educação de infância', 'Formação de professores', 'Alfabetização de adultos', 'Educação inclusiva', 'Alimentação escolar e permanência na escola'],
      focus: ['alfabetização', 'numeracia', 'ciências', 'formação de professores', 'infraestruturas escolares', 'bolsas de estudo'],
      audience: ['escolas', 'professores', 'associações de pais', 'organizações comunitárias'],
    },
    health: {
      themes: [
        'Saúde materna e neonatal',
        'Agentes comunitários de saúde',
        'Prevenção da malária',
        'Prevenção do VIH entre adolescentes',
        'Saúde mental',
        'Água potável e saneamento',
        'Nutrição infantil',
      ],
      focus: ['saúde materna', 'malária', 'VIH/SIDA', 'saúde mental', 'água, saneamento e higiene', 'nutrição', 'cuidados de saúde primários'],
      audience: ['unidades sanitárias', 'agentes comunitários de saúde', 'associações de mulheres', 'comunidades rurais'],
    },
    agriculture: {
      themes: ['Resiliência dos pequenos agricultores', 'Agricultura inteligente face ao clima', 'Redução de perdas pós-colheita', 'Mulheres no agronegócio', 'Pequena irrigação', 'Sanidade animal'],
      focus: ['segurança alimentar', 'cadeias de valor', 'irrigação', 'fertilidade dos solos', 'acesso aos mercados', 'pecuária'],
      audience: ['pequenos agricultores', 'cooperativas agrícolas', 'associações de mulheres camponesas', 'criadores de gado'],
    },
    environment: {
      themes: [
        'Restauração de florestas comunitárias',
        'Conservação costeira e marinha',
        'Proteção da vida selvagem',
        'Gestão de resíduos e reciclagem',
        'Adaptação às alterações climáticas',
        'Conservação de mangais',
      ],
      focus: ['reflorestação', 'biodiversidade', 'adaptação climática', 'economia circular', 'ecossistemas marinhos'],
      audience: ['associações de conservação', 'comunidades locais', 'grupos de jovens', 'municípios'],
    },
    technology: {
      themes: ['Competências digitais para jovens', 'Tecnologia cívica', 'Inovação com dados abertos', 'Saúde móvel', 'Mulheres na tecnologia', 'Conectividade rural'],
      focus: ['competências digitais', 'conectividade', 'inovação', 'software livre', 'dados', 'finanças digitais'],
      audience: ['startups', 'incubadoras tecnológicas', 'associações juvenis', 'empresas sociais'],
    },
    gender_equality: {
      themes: [
        'Combate à violência baseada no género',
        'Empoderamento económico das mulheres',
        'Participação política das mulheres',
        'Liderança das raparigas',
        'Prevenção dos casamentos prematuros',
        'Apoio jurídico às mulheres',
      ],
      focus: ['prevenção da violência', 'empoderamento económico', 'liderança', 'direitos das mulheres', 'saúde sexual e reprodutiva'],
      audience: ['organizações de mulheres', 'líderes comunitários', 'centros de apoio jurídico', 'associações de raparigas'],
    },
    economic_development: {
      themes: ['Emprego jovem', 'Crescimento das pequenas empresas', 'Grupos de poupança e crédito', 'Formação profissional', 'Empreendedorismo social', 'Comércio transfronteiriço'],
      focus: ['emprego', 'empreendedorismo', 'inclusão financeira', 'competências profissionais', 'comércio'],
      audience: ['pequenas empresas', 'mulheres empreendedoras', 'cooperativas', 'associações juvenis'],
    },
    governance: {
      themes: ['Governação local responsável', 'Participação cívica', 'Combate à corrupção', 'Acesso à justiça', 'Liberdade de imprensa', 'Observação eleitoral'],
      focus: ['transparência', 'prestação de contas', 'espaço cívico', 'Estado de direito', 'direitos humanos'],
      audience: ['organizações da sociedade civil', 'jornalistas', 'autarquias locais', 'defensores dos direitos humanos'],
    },
    energy: {
      themes: ['Energia solar fora da rede para unidades sanitárias', 'Cozinha limpa', 'Mini-redes elétricas', 'Uso produtivo da energia', 'Acesso à energia nas escolas'],
      focus: ['energia solar', 'cozinha limpa', 'mini-redes', 'eficiência energética', 'uso produtivo da energia'],
      audience: ['empresas de energia', 'unidades sanitárias', 'escolas', 'cooperativas'],
    },
  },
  amount(usd, _place, r) {
    const eur = r.next() < 0.4
    const value = (n: number) => (eur ? `${dotted.format(round(n * 0.92, 1000))} €` : `${dotted.format(round(n, 1000))} USD`)
    return r.next() < 0.7 ? `Até ${value(usd)}` : `Entre ${value(usd / 4)} e ${value(usd)}`
  },
  description: ({ funder, theme, place, focus, audience, months }) =>
    `${funder.opens} candidaturas para projetos na área «${theme}» ${place.in}. ` +
    `O financiamento apoia ações de ${list(focus, ' e ')} lideradas por ${audience} e pelos seus parceiros, com resultados concretos para as comunidades. ` +
    `Os projetos devem ter uma duração de ${months} meses e demonstrar como as atividades continuarão após o fim do financiamento.`,
  eligibility: (place, years) =>
    `Aberto a associações, ONG e organizações comunitárias legalmente registadas ${place.in} há pelo menos ${years} ${years > 1 ? 'anos' : 'ano'}. As organizações candidatas devem ter uma conta bancária em nome da organização.`,
  tag: capitalize,
}

/** "6 أشهر", "18 شهراً": the counted noun after 3–10 is plural, after 11–99 singular. */
const arabicMonths = (n: number) => (n <= 10 ? `${n} أشهر` : `${n} شهراً`)
const ARABIC_YEARS: Record<number, string> = { 1: 'سنة', 2: 'سنتين', 3: 'ثلاث سنوات' }

const ARABIC: LanguagePack = {
  funders: [
    { name: 'مؤسسة الأطلس للتنمية', opens: 'تعلن مؤسسة الأطلس للتنمية' },
    { name: 'صندوق النيل للتنمية المجتمعية', opens: 'يعلن صندوق النيل للتنمية المجتمعية' },
    { name: 'مؤسسة الساحل للتعليم', opens: 'تعلن مؤسسة الساحل للتعليم' },
    { name: 'الصندوق المغاربي للمبادرات المحلية', opens: 'يعلن الصندوق المغاربي للمبادرات المحلية' },
    { name: 'مؤسسة الواحة للتنمية المستدامة', opens: 'تعلن مؤسسة الواحة للتنمية المستدامة' },
  ],
  places: [
    country('Egypt', 'north_africa', 'مصر', 'في مصر'),
    country('Sudan', 'east_africa', 'السودان', 'في السودان'),
    country('Morocco', 'north_africa', 'المغرب', 'في المغرب'),
    country('Algeria', 'north_africa', 'الجزائر', 'في الجزائر'),
    country('Tunisia', 'north_africa', 'تونس', 'في تونس'),
    country('Libya', 'north_africa', 'ليبيا', 'في ليبيا'),
    country('Mauritania', 'north_africa', 'موريتانيا', 'في موريتانيا'),
    { countries: [], region: 'north_africa', bare: 'شمال أفريقيا', in: 'في شمال أفريقيا' },
  ],
  titles: ['دعوة لتقديم مقترحات: {theme}', 'منح صغيرة: {theme}', 'برنامج دعم {theme}', 'جائزة الابتكار في {theme}'],
  topics: {
    education: {
      themes: ['تعليم الفتيات', 'التعليم في مرحلة الطفولة المبكرة', 'تدريب المعلمين', 'محو أمية الكبار'],
      focus: ['محو الأمية', 'الحساب', 'العلوم', 'تطوير المعلمين'],
      audience: ['المدارس', 'جمعيات أولياء التلاميذ', 'الجمعيات المحلية'],
    },
    health: {
      themes: ['صحة الأم والطفل', 'الصحة المجتمعية', 'الصحة النفسية', 'المياه الصالحة للشرب والصرف الصحي'],
      focus: ['صحة الأم', 'الصحة النفسية', 'المياه والصرف الصحي', 'التغذية'],
      audience: ['المراكز الصحية', 'الجمعيات النسائية', 'الجمعيات المحلية'],
    },
    agriculture: {
      themes: ['صمود صغار المزارعين', 'الزراعة الذكية مناخياً', 'الحد من خسائر ما بعد الحصاد', 'الري الصغير'],
      focus: ['الأمن الغذائي', 'سلاسل القيمة', 'الري', 'الوصول إلى الأسواق'],
      audience: ['التعاونيات الفلاحية', 'صغار المزارعين', 'الجمعيات المحلية'],
    },
    environment: {
      themes: ['مكافحة التصحر', 'حماية السواحل والبيئة البحرية', 'إدارة النفايات وإعادة التدوير', 'التكيف مع تغير المناخ'],
      focus: ['التشجير', 'التنوع البيولوجي', 'التكيف مع المناخ', 'الاقتصاد الدائري'],
      audience: ['جمعيات حماية البيئة', 'المجتمعات المحلية', 'البلديات'],
    },
    technology: {
      themes: ['المهارات الرقمية للشباب', 'التكنولوجيا المدنية', 'الابتكار بالبيانات المفتوحة', 'المرأة في التكنولوجيا'],
      focus: ['المهارات الرقمية', 'الاتصال بالإنترنت', 'الابتكار', 'البيانات'],
      audience: ['الشركات الناشئة', 'حاضنات الأعمال', 'الجمعيات الشبابية'],
    },
    gender_equality: {
      themes: ['مناهضة العنف القائم على النوع الاجتماعي', 'التمكين الاقتصادي للمرأة', 'المشاركة السياسية للمرأة', 'المساعدة القانونية للنساء'],
      focus: ['الوقاية من العنف', 'التمكين الاقتصادي', 'القيادة', 'الحقوق القانونية'],
      audience: ['المنظمات النسائية', 'القيادات المجتمعية', 'مراكز المساعدة القانونية'],
    },
    economic_development: {
      themes: ['تشغيل الشباب', 'نمو المشاريع الصغيرة', 'التدريب المهني', 'ريادة الأعمال الاجتماعية'],
      focus: ['التشغيل', 'ريادة الأعمال', 'الشمول المالي', 'المهارات المهنية'],
      audience: ['المشاريع الصغيرة', 'التعاونيات', 'الجمعيات الشبابية'],
    },
    governance: {
      themes: ['الحوكمة المحلية الرشيدة', 'المشاركة المدنية', 'مكافحة الفساد', 'الوصول إلى العدالة'],
      focus: ['الشفافية', 'المساءلة', 'الفضاء المدني', 'سيادة القانون'],
      audience: ['منظمات المجتمع المدني', 'الصحفيون', 'البلديات'],
    },
    energy: {
      themes: ['الطاقة الشمسية للمراكز الصحية', 'الطهي النظيف', 'الشبكات الكهربائية الصغيرة', 'الطاقة المتجددة للمدارس'],
      focus: ['الطاقة الشمسية', 'الطهي النظيف', 'الشبكات الصغيرة', 'كفاءة الطاقة'],
      audience: ['شركات الطاقة', 'المراكز الصحية', 'التعاونيات'],
    },
  },
  amount: (usd, _place, r) => (r.next() < 0.7 ? `حتى ${en.format(usd)} دولار أمريكي` : `من ${en.format(round(usd / 4, 1000))} إلى ${en.format(usd)} دولار أمريكي`),
  description: ({ funder, theme, place, focus, audience, months }) =>
    `${funder.opens} عن فتح باب تقديم المقترحات في مجال ${theme} ${place.in}. ` +
    `يدعم التمويل أنشطة ${list(focus, ' و', '، ')} التي تقودها ${audience} وشركاؤها، مع نتائج ملموسة للمجتمعات المستفيدة. ` +
    `يجب أن تمتد المشاريع على ${arabicMonths(months)} وأن توضح كيف ستستمر الأنشطة بعد انتهاء المنحة.`,
  eligibility: (place, years) => `المنحة مفتوحة للجمعيات والمنظمات غير الحكومية المسجلة قانونياً ${place.in} منذ ${ARABIC_YEARS[years]} على الأقل، والتي تملك حساباً مصرفياً باسمها.`,
  tag: (audience) => audience,
}

const SWAHILI_YEARS: Record<number, string> = { 1: 'mwaka mmoja', 2: 'miaka miwili', 3: 'miaka mitatu' }

const SWAHILI: LanguagePack = {
  funders: [
    { name: 'Mfuko wa Jamii Afrika Mashariki', opens: 'Mfuko wa Jamii Afrika Mashariki unakaribisha' },
    { name: 'Taasisi ya Maendeleo ya Vijana', opens: 'Taasisi ya Maendeleo ya Vijana inakaribisha' },
    { name: 'Mfuko wa Elimu Kilimanjaro', opens: 'Mfuko wa Elimu Kilimanjaro unakaribisha' },
    { name: 'Shirika la Afya ya Jamii', opens: 'Shirika la Afya ya Jamii linakaribisha' },
    { name: 'Mfuko wa Mazingira Ziwa Viktoria', opens: 'Mfuko wa Mazingira Ziwa Viktoria unakaribisha' },
  ],
  places: [
    country('Kenya', 'east_africa', 'Kenya', 'nchini Kenya'),
    country('Tanzania', 'east_africa', 'Tanzania', 'nchini Tanzania'),
    country('Uganda', 'east_africa', 'Uganda', 'nchini Uganda'),
    country('Rwanda', 'east_africa', 'Rwanda', 'nchini Rwanda'),
    country('Burundi', 'central_africa', 'Burundi', 'nchini Burundi'),
    country('Democratic Republic of the Congo', 'central_africa', 'Kongo', 'nchini Jamhuri ya Kidemokrasia ya Kongo'),
    { countries: ['Kenya', 'Tanzania', 'Uganda'], region: 'east_africa', bare: 'Afrika Mashariki', in: 'nchini Kenya, Tanzania na Uganda' },
    { countries: [], region: 'east_africa', bare: 'Afrika Mashariki', in: 'katika Afrika Mashariki' },
  ],
  titles: ['Ruzuku ya {theme}', 'Mfuko wa {theme}', 'Wito wa Maombi: {theme}', 'Programu ya {theme}', 'Tuzo ya Ubunifu: {theme}'],
  topics: {
    education: {
      themes: ['Elimu ya Wasichana', 'Elimu ya Awali', 'Mafunzo ya Walimu', 'Elimu ya Watu Wazima'],
      focus: ['ujuzi wa kusoma', 'hisabati', 'sayansi', 'mafunzo ya walimu'],
      audience: ['shule', 'kamati za wazazi', 'vikundi vya kijamii'],
    },
    health: {
      themes: ['Afya ya Mama na Mtoto', 'Wahudumu wa Afya ya Jamii', 'Kinga ya Malaria', 'Maji Safi na Usafi wa Mazingira'],
      focus: ['afya ya mama', 'malaria', 'afya ya akili', 'maji na usafi', 'lishe'],
      audience: ['vituo vya afya', 'wahudumu wa afya ya jamii', 'vikundi vya wanawake'],
    },
    agriculture: {
      themes: ['Ustahimilivu wa Wakulima Wadogo', 'Kilimo Kinachostahimili Mabadiliko ya Tabianchi', 'Kupunguza Upotevu wa Mazao Baada ya Mavuno', 'Umwagiliaji kwa Wakulima Wadogo'],
      focus: ['usalama wa chakula', 'mnyororo wa thamani', 'umwagiliaji', 'upatikanaji wa masoko'],
      audience: ['wakulima wadogo', 'vyama vya ushirika', 'wafugaji'],
    },
    environment: {
      themes: ['Urejeshaji wa Misitu ya Jamii', 'Uhifadhi wa Pwani na Bahari', 'Udhibiti wa Taka na Urejelezaji', 'Uhifadhi wa Wanyamapori'],
      focus: ['upandaji miti', 'bioanuwai', 'kukabiliana na mabadiliko ya tabianchi'],
      audience: ['vikundi vya uhifadhi', 'jamii za wenyeji', 'vikundi vya vijana'],
    },
    technology: {
      themes: ['Ujuzi wa Kidijitali kwa Vijana', 'Teknolojia kwa Ushiriki wa Wananchi', 'Wanawake katika Teknolojia', 'Muunganisho wa Intaneti Vijijini'],
      focus: ['ujuzi wa kidijitali', 'muunganisho wa intaneti', 'ubunifu', 'takwimu'],
      audience: ['kampuni changa', 'vituo vya teknolojia', 'vikundi vya vijana'],
    },
    gender_equality: {
      themes: ['Kupambana na Ukatili wa Kijinsia', 'Uwezeshaji wa Kiuchumi wa Wanawake', 'Uongozi wa Wasichana', 'Kuzuia Ndoa za Utotoni'],
      focus: ['kuzuia ukatili', 'uwezeshaji wa kiuchumi', 'uongozi', 'haki za kisheria'],
      audience: ['mashirika ya wanawake', 'viongozi wa jamii', 'watoa msaada wa kisheria'],
    },
    economic_development: {
      themes: ['Ajira kwa Vijana', 'Ukuaji wa Biashara Ndogo', 'Vikundi vya Kuweka Akiba na Kukopa', 'Mafunzo ya Ufundi Stadi'],
      focus: ['ajira', 'ujasiriamali', 'huduma za kifedha', 'ujuzi wa ufundi'],
      audience: ['biashara ndogo', 'wajasiriamali wanawake', 'vyama vya ushirika'],
    },
    governance: {
      themes: ['Uwajibikaji wa Serikali za Mitaa', 'Ushiriki wa Wananchi', 'Kupambana na Rushwa', 'Upatikanaji wa Haki'],
      focus: ['uwazi', 'uwajibikaji', 'utawala wa sheria', 'haki za binadamu'],
      audience: ['asasi za kiraia', 'waandishi wa habari', 'serikali za mitaa'],
    },
    energy: {
      themes: ['Nishati ya Jua kwa Vituo vya Afya', 'Nishati Safi ya Kupikia', 'Gridi Ndogo za Umeme', 'Nishati kwa Shule'],
      focus: ['nishati ya jua', 'nishati safi ya kupikia', 'gridi ndogo', 'matumizi bora ya nishati'],
      audience: ['kampuni za nishati', 'vituo vya afya', 'shule'],
    },
  },
  amount: (usd, _place, r) => (r.next() < 0.7 ? `Hadi Dola za Marekani ${en.format(usd)}` : `Dola za Marekani ${en.format(round(usd / 4, 1000))} hadi ${en.format(usd)}`),
  description: ({ funder, theme, place, focus, audience, months }) =>
    `${funder.opens} maombi ya miradi ya ${theme.toLocaleLowerCase('sw')} ${place.in}. ` +
    `Ruzuku hii inasaidia kazi za ${list(focus, ' na ')} zinazoongozwa na ${audience} pamoja na washirika wao, zenye matokeo yanayopimika kwa jamii. ` +
    `Miradi inapaswa kudumu kwa miezi ${months} na kuonyesha jinsi kazi itakavyoendelea baada ya ruzuku kuisha.`,
  eligibility: (place, years) =>
    `Inawahusu mashirika yasiyo ya kiserikali na vikundi vya kijamii vilivyosajiliwa kisheria ${place.in} kwa angalau ${SWAHILI_YEARS[years]}. Waombaji wanapaswa kuwa na akaunti ya benki kwa jina la shirika.`,
  tag: capitalize,
}

export const LANGUAGE_PACKS: Record<GrantLanguage, LanguagePack> = { fr: FRENCH, pt: PORTUGUESE, ar: ARABIC, sw: SWAHILI }

/**
 * The same call (sector, dates, amount, type) as a funder writing in `language` publishes it, in
 * a place where that language is spoken. `usd` is the amount's top figure in US dollars, kept for
 * the totals whatever currency the text names.
 */
export function localizeGrant(base: NewGrant, language: GrantLanguage, usd: number | null, r: Random): NewGrant {
  const pack = LANGUAGE_PACKS[language]
  const topic = pack.topics[base.sector as Sector]
  const theme = r.pick(topic.themes)
  const funder = r.pick(pack.funders)
  const place = r.pick(pack.places)
  const focus = r.some(topic.focus, r.int(2, 3))
  const audience = r.some(topic.audience, r.int(1, 2))
  const form = r.pick(pack.titles)
  const title = `${form.replace('{theme}', theme)}${r.next() < 0.5 ? ` — ${place.bare}` : ''}`.slice(0, 200)
  const countryScope = place.countries.length ? place.countries.join(', ') : null
  return {
    ...base,
    title,
    source: funder.name,
    funderName: funder.name,
    countryScope,
    geographicFocus: [place.region],
    fundingAmount: usd === null ? null : pack.amount(usd, place, r),
    fundingUsd: usd,
    description: pack.description({ funder, theme, place, focus, audience: audience[0], months: r.int(6, 36) }),
    eligibility: pack.eligibility(place, r.int(1, 3)),
    targetAudience: audience.map(pack.tag),
    focusAreas: focus.map((f) => capitalize(f.replace(/^(l’|la |le |les )/, ''))),
    language,
  }
}
