export default {
  'refunds.title': 'Politique de remboursement',
  'refunds.description': 'Quand les paiements sur {appName} sont remboursés : la règle des 30 jours pour les demandes de vérification refusées, les formules et les paiements en double.',
  'refunds.intro': 'Cette politique indique quand vous êtes remboursé d’un paiement effectué sur {appName}. C’est la règle que le site applique lui-même.',
  'refunds.verification': 'Frais de vérification',
  'refunds.verificationBody':
    'Les frais de vérification ({range}) paient l’examen de votre demande. Vous les réglez à la dernière étape de la demande, avant de l’envoyer. Une fois la demande approuvée, les frais ne sont pas remboursés : l’examen a été effectué. Pendant l’examen d’une demande, ils ne peuvent pas être remboursés.',
  'refunds.rejected': 'Si votre demande est refusée : la règle des {days} jours',
  'refunds.rejectedBody':
    'Nos examinateurs vous en indiquent le motif, par e-mail et par une notification. Pendant {days} jours à compter de la décision, vous pouvez choisir l’une de ces deux options sur la page de votre demande : la corriger et la soumettre de nouveau gratuitement, votre paiement restant valable, ou demander le remboursement des frais. Passé ce délai de {days} jours, aucune des deux n’est plus possible.',
  'refunds.rejectedRefund':
    'Un remboursement passe par le prestataire de paiement que vous avez utilisé et revient sur le moyen de paiement employé. Il n’est inscrit sur votre demande qu’une fois accepté par le prestataire ; si le prestataire le refuse, rien ne change et vous pouvez réessayer dans le délai de {days} jours.',
  'refunds.rejectedAgain': 'Une demande soumise de nouveau est réexaminée. Si elle est de nouveau refusée, un nouveau délai de {days} jours court à compter de cette décision.',
  'refunds.plans': 'Formules',
  'refunds.plansBody':
    'Les formules Pro ({pro} par an) et Premium ({premium} par an) s’achètent pour un an et ne sont pas remboursées une fois payées. Elles ne donnent jamais lieu à un nouveau prélèvement automatique : vous ne payez donc jamais une année que vous n’avez pas choisi d’acheter.',
  'refunds.twice': 'Paiement en double par erreur',
  'refunds.twiceBody':
    'Si la même chose est payée deux fois (un double appui, deux onglets ouverts), le second paiement est remboursé automatiquement, sans que vous ayez à le demander. Si le prestataire de paiement refuse ce remboursement, nous réessayons toutes les 15 minutes et, après cinq tentatives, notre équipe règle la situation manuellement.',
  'refunds.questions': 'Questions',
  'refunds.questionsBody': 'Si vous pensez qu’un paiement a été encaissé par erreur, signalez-le-nous via le formulaire de contact avec le sujet « Paiements et remboursements ».',
}
