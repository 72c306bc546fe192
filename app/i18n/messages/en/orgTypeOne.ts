export default {
  'orgTypeOne.ngo': 'NGO',
  'orgTypeOne.cbo': 'Community-based organization',
  'orgTypeOne.social_enterprise': 'Social enterprise',
  'orgTypeOne.business': 'Business',
  'orgTypeOne.university': 'University',
  'orgTypeOne.research_institute': 'Research institute',
  'orgTypeOne.government': 'Government body',
  'orgTypeOne.faith_based': 'Faith-based organization',
  'orgTypeOne.individual': 'Individual',
}
