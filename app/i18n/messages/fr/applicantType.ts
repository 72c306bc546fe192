export default {
  'applicantType.ngo': 'ONG et organisations communautaires',
  'applicantType.university': 'universités',
  'applicantType.government': 'administrations publiques',
  'applicantType.business': 'entreprises',
  'applicantType.individual': 'particuliers',
}
