export default {
  'orgTypeOne.ngo': 'Shirika lisilo la kiserikali',
  'orgTypeOne.cbo': 'Shirika la kijamii',
  'orgTypeOne.social_enterprise': 'Biashara ya kijamii',
  'orgTypeOne.business': 'Biashara',
  'orgTypeOne.university': 'Chuo kikuu',
  'orgTypeOne.research_institute': 'Taasisi ya utafiti',
  'orgTypeOne.government': 'Taasisi ya serikali',
  'orgTypeOne.faith_based': 'Shirika la kidini',
  'orgTypeOne.individual': 'Mtu binafsi',
}
