export default {
  'tafAdmin.title': 'Grant Discovery Admin',
  'tafAdmin.accessDenied': 'Access Denied: Admin privileges required',
  'tafAdmin.crawlFailed': 'Failed to start crawl',
  'tafAdmin.crawlAlreadyRunning': 'A crawl of this source is already running',
  'tafAdmin.sourcePaused': 'This source is paused: activate it to crawl',
  'tafAdmin.sourceNotFound': 'Source not found',
}
