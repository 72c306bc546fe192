export default {
  'tafAdmin.title': 'Administration de la découverte de subventions',
  'tafAdmin.accessDenied': 'Accès refusé : droits d’administrateur requis',
  'tafAdmin.crawlFailed': 'Impossible de lancer l’exploration',
  'tafAdmin.crawlAlreadyRunning': 'Une exploration de cette source est déjà en cours',
  'tafAdmin.sourcePaused': 'Cette source est en pause : activez-la pour l’explorer',
  'tafAdmin.sourceNotFound': 'Source introuvable',
}
