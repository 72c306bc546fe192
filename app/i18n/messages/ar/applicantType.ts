export default {
  'applicantType.ngo': 'المنظمات غير الحكومية ومنظمات المجتمع المحلي',
  'applicantType.university': 'الجامعات',
  'applicantType.government': 'الجهات الحكومية',
  'applicantType.business': 'الشركات',
  'applicantType.individual': 'الأفراد',
}
