export default {
  'sector.education': 'التعليم',
  'sector.health': 'الصحة',
  'sector.agriculture': 'الزراعة',
  'sector.environment': 'البيئة',
  'sector.technology': 'التكنولوجيا',
  'sector.gender_equality': 'المساواة بين الجنسين',
  'sector.economic_development': 'التنمية الاقتصادية',
  'sector.governance': 'الحوكمة',
  'sector.energy': 'الطاقة',
  'sector.other': 'أخرى',
}
