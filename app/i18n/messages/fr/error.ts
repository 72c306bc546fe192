export default {
  'error.title': 'Une erreur s’est produite',
  'error.body': 'Une erreur inattendue s’est produite. Veuillez réessayer dans un instant.',
  'error.forbidden': 'Vous n’avez pas l’autorisation d’afficher cette page.',
  'error.rateLimited': 'Trop de tentatives. Veuillez patienter une minute, puis réessayer.',
  'error.crossSite': 'Ce formulaire a été envoyé depuis un autre site web : il n’a donc pas été accepté. Retournez sur {appName} et renvoyez-le depuis ce site.',
  'error.bodyTooLarge': 'Votre envoi est trop volumineux : un formulaire peut faire au plus {size}. Raccourcissez les champs les plus longs et renvoyez-le.',
  'error.unsupportedBody': 'Cette adresse n’accepte qu’un formulaire envoyé depuis une page {appName}.',
  'error.bodyStalled': 'Votre envoi s’est interrompu en cours de route : il n’a donc pas été enregistré. Vérifiez votre connexion et renvoyez-le.',
  'error.uploadsBusy': 'De nombreux fichiers volumineux sont en cours d’envoi en ce moment. Veuillez réessayer dans une minute.',
  'error.unreadableForm': 'Le formulaire n’a pas pu être lu. Revenez en arrière, vérifiez votre saisie et renvoyez-le.',
}
