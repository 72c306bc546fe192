export default {
  'applicantType.ngo': 'ONG e organizações comunitárias',
  'applicantType.university': 'universidades',
  'applicantType.government': 'entidades públicas',
  'applicantType.business': 'empresas',
  'applicantType.individual': 'particulares',
}
