export default {
  'dataSaver.label': 'Économiseur de données',
  'dataSaver.auto': 'Automatique',
  'dataSaver.on': 'Activé',
  'dataSaver.off': 'Désactivé',
  'dataSaver.apply': 'Appliquer l’économiseur de données',
  'dataSaver.showImage': 'Afficher l’image : {description}',
}
