export default {
  'applicantType.ngo': 'NGOs and community organizations',
  'applicantType.university': 'universities',
  'applicantType.government': 'government bodies',
  'applicantType.business': 'businesses',
  'applicantType.individual': 'individuals',
}
