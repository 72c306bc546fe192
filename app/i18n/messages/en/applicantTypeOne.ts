export default {
  'applicantTypeOne.ngo': 'NGO or community organization',
  'applicantTypeOne.university': 'University or research institute',
  'applicantTypeOne.government': 'Government body',
  'applicantTypeOne.business': 'Business',
  'applicantTypeOne.individual': 'Individual',
}
