export default {
  // The dashboard's badge check card, and the profile tabs' link here
  'profileTabs.public': 'Profil public',
  'profileTabs.messaging': 'Messages sur le téléphone',
}
