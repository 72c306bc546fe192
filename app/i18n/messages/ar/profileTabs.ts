export default {
  // The dashboard's badge check card, and the profile tabs' link here
  'profileTabs.public': 'الملف العام',
  'profileTabs.messaging': 'رسائل الهاتف',
}
