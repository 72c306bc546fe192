export default {
  'offline.savedCopy': 'Saved copy from {time}, you are offline',
  'offline.queued': 'You are offline: this change is kept on this phone and will be sent when you are back online.',
  'offline.notQueued': 'Offline, and this change could not be kept on this phone: try again when you are back online.',
}
