export default {
  'common.loading': 'Inapakia...',
  'common.close': 'Funga',
  'common.notifications': 'Arifa',
  'common.copy': 'Nakili',
  'common.copied': 'Imenakiliwa',
}
