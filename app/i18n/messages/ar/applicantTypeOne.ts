export default {
  'applicantTypeOne.ngo': 'منظمة غير حكومية أو منظمة مجتمع محلي',
  'applicantTypeOne.university': 'جامعة أو معهد بحث',
  'applicantTypeOne.government': 'جهة حكومية',
  'applicantTypeOne.business': 'شركة',
  'applicantTypeOne.individual': 'فرد',
}
