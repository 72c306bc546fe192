export default {
  'applicantTypeOne.ngo': 'ONG ou organisation communautaire',
  'applicantTypeOne.university': 'Université ou institut de recherche',
  'applicantTypeOne.government': 'Administration publique',
  'applicantTypeOne.business': 'Entreprise',
  'applicantTypeOne.individual': 'Particulier',
}
