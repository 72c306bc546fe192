export default {
  'offline.savedCopy': 'Copie enregistrée à {time}, vous êtes hors ligne',
  'offline.queued': 'Vous êtes hors ligne : cette modification est gardée sur ce téléphone et sera envoyée dès votre retour en ligne.',
  'offline.notQueued': 'Hors ligne, et cette modification n’a pas pu être gardée sur ce téléphone : réessayez dès votre retour en ligne.',
}
