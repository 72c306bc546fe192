export default {
  // The dashboard's badge check card, and the profile tabs' link here
  'profileTabs.public': 'Wasifu wa umma',
  'profileTabs.messaging': 'Ujumbe kwa simu',
}
