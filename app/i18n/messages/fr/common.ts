export default {
  'common.loading': 'Chargement…',
  'common.close': 'Fermer',
  'common.notifications': 'Notifications',
  'common.copy': 'Copier',
  'common.copied': 'Copié',
}
