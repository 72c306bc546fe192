export default {
  'applicantTypeOne.ngo': 'Shirika lisilo la kiserikali au la kijamii',
  'applicantTypeOne.university': 'Chuo kikuu au taasisi ya utafiti',
  'applicantTypeOne.government': 'Taasisi ya serikali',
  'applicantTypeOne.business': 'Biashara',
  'applicantTypeOne.individual': 'Mtu binafsi',
}
