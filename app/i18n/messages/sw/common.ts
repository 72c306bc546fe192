export default {
  'common.loading': 'Inapakia...',
  'common.close': 'Funga',
  'common.notifications': 'Arifa',
}
