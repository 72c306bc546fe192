export default {
  'grantType.project': 'منحة مشروع',
  'grantType.operating_support': 'دعم تشغيلي',
  'grantType.capacity_building': 'بناء القدرات',
  'grantType.research': 'منحة بحثية',
  'grantType.fellowship': 'زمالة',
  'grantType.seed_funding': 'تمويل أولي',
  'grantType.emergency_relief': 'إغاثة طارئة',
}
