export default {
  'offlineQueue.grantSaved': 'Sent after you came back online: “{title}” is saved.',
  'offlineQueue.grantRemoved': 'Sent after you came back online: “{title}” is no longer saved.',
  'offlineQueue.applicationSaved': 'Sent after you came back online: your application for “{title}” is updated.',
  'offlineQueue.conflict': 'Not sent: your application for “{title}” was changed by someone else while you were offline. Their version is kept (status: {status}); open it to change it again.',
  'offlineQueue.refused': 'Not sent: your change to the application for “{title}” was refused: {reason}',
  'offlineQueue.confirmFee': 'Not sent: the award for “{title}” needs you to confirm the white-glove fee. Open the application to confirm it.',
  'offlineQueue.gone': 'Not sent: this grant or application no longer exists.',
}
