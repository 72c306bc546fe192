export default {
  'orgType.ngo': 'NGOs',
  'orgType.cbo': 'community-based organizations',
  'orgType.social_enterprise': 'social enterprises',
  'orgType.business': 'businesses',
  'orgType.university': 'universities',
  'orgType.research_institute': 'research institutes',
  'orgType.government': 'government bodies',
  'orgType.faith_based': 'faith-based organizations',
  'orgType.individual': 'individuals',
}
