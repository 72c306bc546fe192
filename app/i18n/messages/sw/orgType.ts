export default {
  'orgType.ngo': 'mashirika yasiyo ya kiserikali',
  'orgType.cbo': 'mashirika ya kijamii',
  'orgType.social_enterprise': 'biashara za kijamii',
  'orgType.business': 'biashara',
  'orgType.university': 'vyuo vikuu',
  'orgType.research_institute': 'taasisi za utafiti',
  'orgType.government': 'taasisi za serikali',
  'orgType.faith_based': 'mashirika ya kidini',
  'orgType.individual': 'watu binafsi',
}
