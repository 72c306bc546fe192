export default {
  'notFound.title': 'Oops! Page not found',
  'notFound.home': 'Return to Home',
  'notFound.body': 'The address may be mistyped, or the page has moved. You can search for grants or read the help pages.',
}
