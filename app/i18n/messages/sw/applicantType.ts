export default {
  'applicantType.ngo': 'mashirika yasiyo ya kiserikali na ya kijamii',
  'applicantType.university': 'vyuo vikuu',
  'applicantType.government': 'taasisi za serikali',
  'applicantType.business': 'biashara',
  'applicantType.individual': 'watu binafsi',
}
