export default {
  // The dashboard's badge check card, and the profile tabs' link here
  'profileTabs.public': 'Perfil público',
  'profileTabs.messaging': 'Mensagens no telemóvel',
}
