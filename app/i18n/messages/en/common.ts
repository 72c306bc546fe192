export default {
  'common.loading': 'Loading...',
  'common.close': 'Close',
  'common.notifications': 'Notifications',
  'common.copy': 'Copy',
  'common.copied': 'Copied',
}
