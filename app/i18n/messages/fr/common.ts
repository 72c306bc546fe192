export default {
  'common.loading': 'Chargement…',
  'common.close': 'Fermer',
  'common.notifications': 'Notifications',
}
