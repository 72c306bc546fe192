export default {
  // The dashboard's badge check card, and the profile tabs' link here
  'profileTabs.public': 'Public profile',
  'profileTabs.messaging': 'Phone messages',
}
