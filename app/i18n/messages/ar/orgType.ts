export default {
  'orgType.ngo': 'المنظمات غير الحكومية',
  'orgType.cbo': 'منظمات المجتمع المحلي',
  'orgType.social_enterprise': 'المؤسسات الاجتماعية',
  'orgType.business': 'الشركات',
  'orgType.university': 'الجامعات',
  'orgType.research_institute': 'معاهد البحث',
  'orgType.government': 'الجهات الحكومية',
  'orgType.faith_based': 'المنظمات الدينية',
  'orgType.individual': 'الأفراد',
}
