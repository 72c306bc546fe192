export default {
  'orgType.ngo': 'ONG',
  'orgType.cbo': 'organisations communautaires',
  'orgType.social_enterprise': 'entreprises sociales',
  'orgType.business': 'entreprises',
  'orgType.university': 'universités',
  'orgType.research_institute': 'instituts de recherche',
  'orgType.government': 'administrations publiques',
  'orgType.faith_based': 'organisations confessionnelles',
  'orgType.individual': 'particuliers',
}
