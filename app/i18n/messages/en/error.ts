export default {
  'error.title': 'Something went wrong',
  'error.body': 'An unexpected error occurred. Please try again in a moment.',
  'error.forbidden': 'You do not have permission to view this page.',
  'error.rateLimited': 'Too many attempts. Please wait a minute and try again.',
  'error.crossSite': 'This form was sent from another website, so it was not accepted. Go back to {appName} and send it again from there.',
  'error.bodyTooLarge': 'What you sent is too large: a form may be at most {size}. Shorten the longest fields and send it again.',
  'error.unsupportedBody': 'This address accepts only a form sent from a {appName} page.',
  'error.bodyStalled': 'What you were sending stopped arriving, so it was not saved. Check your connection and send it again.',
  'error.uploadsBusy': 'Many large uploads are arriving right now. Please try again in a minute.',
  'error.unreadableForm': 'The form could not be read. Go back, check what you entered and send it again.',
}
