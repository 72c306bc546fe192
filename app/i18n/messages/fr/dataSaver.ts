export default {
  'dataSaver.label': 'Économiseur de données',
  'dataSaver.auto': 'Automatique',
  'dataSaver.on': 'Activé',
  'dataSaver.off': 'Désactivé',
  'dataSaver.apply': 'Appliquer l’économiseur de données',
  'dataSaver.hint':
    'Activé : les images ne se chargent que si vous les touchez, les polices de votre téléphone sont utilisées et rien n’est chargé à l’avance. Automatique suit l’économiseur de données de votre navigateur.',
  'dataSaver.showImage': 'Afficher l’image : {description}',
}
