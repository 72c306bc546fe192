export default {
  'offlineQueue.grantSaved': 'Envoyé à votre retour en ligne : « {title} » est enregistrée.',
  'offlineQueue.grantRemoved': 'Envoyé à votre retour en ligne : « {title} » n’est plus enregistrée.',
  'offlineQueue.applicationSaved': 'Envoyé à votre retour en ligne : votre candidature pour « {title} » est mise à jour.',
  'offlineQueue.conflict':
    'Non envoyé : votre candidature pour « {title} » a été modifiée par quelqu’un d’autre pendant que vous étiez hors ligne. Sa version est conservée (statut : {status}) ; ouvrez-la pour la modifier à nouveau.',
  'offlineQueue.refused': 'Non envoyé : votre modification de la candidature pour « {title} » a été refusée : {reason}',
  'offlineQueue.confirmFee': 'Non envoyé : l’attribution pour « {title} » demande de confirmer les frais de l’accompagnement sur mesure. Ouvrez la candidature pour les confirmer.',
  'offlineQueue.gone': 'Non envoyé : cette subvention ou cette candidature n’existe plus.',
}
