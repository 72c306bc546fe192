export default {
  'team.notAllowed': 'Jukumu lako katika timu ya shirika lako haliruhusu hili. Mwombe msimamizi au mmiliki.',
}
