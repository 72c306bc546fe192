export default {
  'applicantTypeOne.ngo': 'ONG ou organização comunitária',
  'applicantTypeOne.university': 'Universidade ou instituto de investigação',
  'applicantTypeOne.government': 'Entidade pública',
  'applicantTypeOne.business': 'Empresa',
  'applicantTypeOne.individual': 'Particular',
}
