export default {
  'terms.title': 'Conditions d’utilisation',
  'terms.description': 'Les conditions qui s’appliquent lorsque vous utilisez {appName}, ses comptes, la vérification et les formules.',
  'terms.intro': 'Ces conditions s’appliquent lorsque vous utilisez {appName} : le site web, votre compte et tout ce que vous y payez. En créant un compte, vous les acceptez.',
  'terms.service': 'Le service',
  'terms.serviceBody':
    '{appName} répertorie des offres de subvention, permet aux organisations d’enregistrer des subventions et de suivre leurs candidatures, examine les organisations en vue d’un badge de vérification selon quatre niveaux payants, et vend des formules annuelles. Les offres de subvention proviennent des informations publiques des bailleurs de fonds et des propositions des membres, que notre équipe examine avant de les publier. Nous les contrôlons, mais c’est la page du bailleur de fonds lui-même qui fait foi, et nous ne décidons pas de l’attribution des subventions.',
  'terms.account': 'Votre compte',
  'terms.accountBody':
    'Indiquez votre vrai nom et une adresse e-mail que vous contrôlez : nous confirmons cette adresse avant que vous puissiez vous connecter. Gardez votre mot de passe pour vous ; vous êtes responsable de ce qui est fait avec votre compte. Un compte est destiné à une seule personne.',
  'terms.use': 'Utilisation acceptable',
  'terms.useBody':
    'Ne donnez pas de fausses informations sur votre organisation ou sur une subvention, ne téléversez pas de documents que vous n’avez pas le droit de partager, n’essayez pas d’accéder aux données d’autres membres et ne saturez pas le site : certains formulaires ne peuvent être envoyés que quelques fois sur une courte période. Nos examinateurs refusent les propositions de subventions et les demandes de vérification qui enfreignent ces règles.',
  'terms.verification': 'Vérification',
  'terms.verificationBody':
    'La vérification est un examen unique de votre organisation pour le niveau que vous choisissez, moyennant les frais indiqués sur la page « Se faire vérifier » ({range}). Nos examinateurs contrôlent ce que vous envoyez en trois volets, puis l’approuvent ou le refusent en indiquant un motif. Un niveau approuvé donne à votre organisation son badge ; il ne garantit aucun financement.',
  'terms.plans': 'Formules et paiements',
  'terms.plansBody':
    'Une formule payante s’achète pour un an à la fois ({pro} par an pour Pro, {premium} par an pour Premium). Aucun prélèvement automatique n’a lieu ensuite : à la fin de l’année, votre organisation passe en formule Gratuite, sauf si vous achetez une année de plus. Les prix sont en dollars américains et sont fixés par notre serveur à partir de notre grille tarifaire. Les paiements sont encaissés par notre prestataire de paiement ; nous ne voyons ni ne conservons jamais les données de votre carte ou de votre compte mobile money.',
  'terms.whiteGlove': 'Experts en subventions et accompagnement personnalisé',
  'terms.whiteGloveBody':
    'Les experts de notre annuaire sont des professionnels indépendants ; vous convenez avec eux du travail et de ses jalons, et chaque jalon est versé sous séquestre avant de commencer. L’accompagnement personnalisé est différent : notre équipe désigne un expert pour votre candidature, vous ne payez rien au départ et, si la subvention est accordée, {appName} facture à votre organisation des frais de plateforme de {percent} % du montant accordé, une seule fois. Ces frais sont ceux de {appName}, pas de l’expert : payez-les sur vos fonds non affectés, jamais sur le budget de la subvention. {appName} verse à l’expert un montant fixe convenu avec lui avant le début du travail, quel qu’en soit le résultat, et jamais une part de votre subvention, comme l’exige le code de déontologie de la Grant Professionals Association.',
  'terms.refunds': 'Remboursements',
  'terms.refundsBody': 'Les cas dans lesquels un paiement peut être remboursé, et les modalités, sont précisés dans notre Politique de remboursement.',
  'terms.content': 'Votre contenu',
  'terms.contentBody':
    'Ce que vous publiez sur {appName} reste à vous. Vous nous autorisez à le stocker et à le montrer aux personnes auxquelles ce site le montre : le profil et les candidatures de votre organisation à votre organisation et à notre équipe, une subvention que vous proposez à tout le monde une fois publiée, et les documents de vérification uniquement à votre organisation et à nos examinateurs.',
  'terms.changes': 'Disponibilité et modifications',
  'terms.changesBody':
    'Nous nous efforçons d’assurer le fonctionnement de {appName} et l’exactitude de ses offres, mais nous ne pouvons pas garantir qu’il soit toujours disponible ni exempt d’erreurs. Nous pouvons modifier ces conditions ; c’est la version publiée sur cette page qui s’applique.',
  'terms.questions': 'Questions',
  'terms.questionsBody': 'Vos questions sur ces conditions sont les bienvenues via notre formulaire de contact.',
}
