export default {
  'help.title': 'Centre d’aide',
  'help.description': 'Comment fonctionnent la recherche, la vérification, les formules et les paiements sur {appName}.',
  'help.intro': 'Le fonctionnement de {appName} en bref. Si vous ne trouvez pas la réponse à votre question ici, contactez-nous.',
  'help.search': 'Trouver des subventions',
  'help.searchBody':
    '« Découvrir les subventions » répertorie les subventions ouvertes. Saisissez des mots pour rechercher dans les intitulés, les bailleurs de fonds, les secteurs et les descriptions ; les petites fautes d’orthographe sont corrigées automatiquement. Affinez la liste par secteur, région, pays ou bailleur de fonds, et triez par date de publication ou par date limite. Votre recherche est conservée dans l’adresse de la page : vous pouvez donc l’ajouter à vos favoris ou la partager. La recherche est gratuite et n’est jamais limitée.',
  'help.searchSave':
    'Une fois connecté, vous pouvez enregistrer des subventions ({saves} par jour tant que votre organisation n’est pas vérifiée, davantage avec les niveaux supérieurs) et suivre votre candidature pour chacune sur votre tableau de bord, qui liste les dates limites des {days} prochains jours. Des rappels sont envoyés par e-mail 14, 7 et 1 jour avant une date limite.',
  'help.verification': 'Se faire vérifier',
  'help.verificationBody':
    'Choisissez un niveau sur la page « Se faire vérifier » : {tiers}. Remplissez la demande : 4 étapes pour Basic, 6 pour les autres niveaux, qui demandent aussi votre équipe de direction et vos documents. Payez les frais uniques à la dernière étape, puis envoyez la demande.',
  'help.tierEntry': '{tier} ({fee}, badge {badge})',
  'help.verificationReview':
    'Les examinateurs la contrôlent en trois volets : contrôles numériques automatiques, vérification sur le terrain et validation croisée indépendante. Vous recevez la décision par e-mail et sous forme de notification. Si elle est approuvée, votre organisation porte le badge du niveau ; si elle est refusée, on vous en indique le motif et vous disposez de 30 jours pour la soumettre de nouveau gratuitement ou demander un remboursement.',
  'help.plans': 'Formules',
  'help.plansBody':
    'Chaque organisation commence avec la formule Gratuite. Les formules Pro ({pro} par an) et Premium ({premium} par an) se choisissent sur la page « Tarifs », qui indique ce que chacune comprend aujourd’hui. Une formule payante dure un an à compter du paiement et ne donne lieu à aucun nouveau prélèvement automatique ; votre tableau de bord indique sa date de fin.',
  'help.payments': 'Paiements',
  'help.paymentsBody':
    'Lorsque vous payez, vous êtes redirigé vers la page de paiement de notre prestataire, puis vous revenez sur {appName}. Un paiement est pris en compte dès que le prestataire nous le confirme directement, en général en quelques secondes ; d’ici là, votre tableau de bord indique que le paiement est en cours de confirmation. Les prix sont en dollars américains. Si vous payez deux fois la même chose, le second paiement est remboursé automatiquement.',
  'help.account': 'Votre compte',
  'help.accountBody':
    'Inscrivez-vous avec votre nom, votre adresse e-mail et un mot de passe d’au moins {min} caractères, puis confirmez l’adresse grâce à l’e-mail que nous vous envoyons. Mot de passe oublié ? Utilisez « Mot de passe oublié ? » sur la page de connexion. Modifiez les informations de votre organisation, votre mot de passe, votre langue, votre thème et vos e-mails dans les Paramètres du profil.',
  'help.linkDiscover': 'Découvrir les subventions',
  'help.linkGetVerified': 'Se faire vérifier',
  'help.linkPricing': 'Tarifs',
  'help.linkRefunds': 'Politique de remboursement',
  'help.linkProfile': 'Paramètres du profil',
  'help.linkSignUp': 'Créer un compte',
  'help.more': 'Vous avez encore une question ?',
}
