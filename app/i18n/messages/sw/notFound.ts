export default {
  'notFound.title': 'Samahani! Ukurasa haukupatikana',
  'notFound.home': 'Rudi Mwanzo',
  'notFound.body': 'Huenda anwani imeandikwa vibaya, au ukurasa umehamishwa. Unaweza kutafuta ruzuku au kusoma kurasa za msaada.',
}
