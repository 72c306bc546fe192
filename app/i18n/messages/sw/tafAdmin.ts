export default {
  'tafAdmin.title': 'Usimamizi wa Ugunduzi wa Ruzuku',
  'tafAdmin.accessDenied': 'Ufikiaji umekataliwa: Unahitaji ruhusa za msimamizi',
  'tafAdmin.crawlFailed': 'Imeshindwa kuanza kutambaa',
  'tafAdmin.crawlAlreadyRunning': 'Utambazaji wa chanzo hiki tayari unaendelea',
  'tafAdmin.sourcePaused': 'Chanzo hiki kimesitishwa: kiwashe ili kutambaa',
  'tafAdmin.sourceNotFound': 'Chanzo hakijapatikana',
}
