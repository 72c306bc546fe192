export default {
  'orgType.ngo': 'ONG',
  'orgType.cbo': 'organizações de base comunitária',
  'orgType.social_enterprise': 'empresas sociais',
  'orgType.business': 'empresas',
  'orgType.university': 'universidades',
  'orgType.research_institute': 'institutos de investigação',
  'orgType.government': 'entidades públicas',
  'orgType.faith_based': 'organizações de base religiosa',
  'orgType.individual': 'particulares',
}
