export default {
  'payment.startFailed': 'Erreur de paiement : impossible de lancer le paiement. Veuillez réessayer.',
  'payment.successTitle': 'Paiement réussi',
  'payment.successBody': 'Votre paiement a été traité. Veuillez terminer votre demande.',
  'payment.canceledTitle': 'Paiement annulé',
  'payment.canceledBody': 'Votre paiement a été annulé. Vous pourrez réessayer quand vous serez prêt.',
  'payment.sandboxTitle': 'Paiement de test',
  'payment.sandboxBody': 'Ceci est le bac à sable de paiement intégré : aucun argent n’est transféré. Choisissez ce que le prestataire de paiement signalerait.',
  'payment.sandboxItem': '{description} : {amount}',
  'payment.sandboxPay': 'Payer {amount}',
  'payment.sandboxCancel': 'Annuler le paiement',
  'payment.sessionNotFound': 'Cette session de paiement n’existe pas ou est terminée.',
}
