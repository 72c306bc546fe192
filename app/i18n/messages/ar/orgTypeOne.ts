export default {
  'orgTypeOne.ngo': 'منظمة غير حكومية',
  'orgTypeOne.cbo': 'منظمة مجتمع محلي',
  'orgTypeOne.social_enterprise': 'مؤسسة اجتماعية',
  'orgTypeOne.business': 'شركة',
  'orgTypeOne.university': 'جامعة',
  'orgTypeOne.research_institute': 'معهد بحث',
  'orgTypeOne.government': 'جهة حكومية',
  'orgTypeOne.faith_based': 'منظمة دينية',
  'orgTypeOne.individual': 'فرد',
}
