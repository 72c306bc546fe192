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
  'privacy.title': 'Politique de confidentialité',
  'privacy.description': 'Ce que {appName} conserve à votre sujet, pendant combien de temps, qui peut le voir, et comment supprimer votre compte.',
  'privacy.intro':
    'Cette politique indique ce que {appName} conserve à votre sujet, pourquoi, pendant combien de temps et qui peut le voir. Nous ne vendons pas vos données et n’utilisons aucun cookie publicitaire ou de suivi.',
  'privacy.stored': 'Ce que nous conservons',
  'privacy.storedAccount':
    'Votre compte : votre nom, votre adresse e-mail et le fait que vous l’ayez confirmée ou non, une empreinte (hash) de votre mot de passe (jamais le mot de passe lui-même) ou le lien vers votre compte Google, ainsi que vos sessions de connexion, avec le navigateur et l’adresse réseau d’où provient chacune.',
  'privacy.storedOrganization':
    'Le profil de votre organisation : son nom, son secteur, son pays, sa mission, ses domaines d’intervention, son site web et son numéro d’enregistrement, sa formule, ainsi que vos préférences (langue, thème et e-mails souhaités).',
  'privacy.storedActivity':
    'Ce que vous faites ici : les subventions que vous enregistrez, les candidatures que vous suivez avec leurs notes et leurs montants, les offres de subvention que vous proposez et vos notifications.',
  'privacy.storedVerification':
    'Les demandes de vérification : ce que vous saisissez dans la demande (informations d’enregistrement, adresse, mission, équipe de direction, déclaration et signature), les documents que vous téléversez, ainsi que les contrôles, notes et décisions de nos examinateurs.',
  'privacy.storedPayments':
    'Les paiements : ce qui a été acheté, le montant, son statut, la référence du paiement chez le prestataire de paiement et, le cas échéant, la date du remboursement. Les données de carte et de mobile money sont transmises uniquement au prestataire.',
  'privacy.storedEmails':
    'Les e-mails : nous vous envoyons des confirmations d’adresse, des réinitialisations de mot de passe, les résultats des examens et, si vous le souhaitez, des rappels de date limite et un récapitulatif hebdomadaire. Les messages que vous nous envoyez via le formulaire de contact sont conservés avec le nom et l’adresse que vous indiquez.',
  'privacy.storedSecurity':
    'Les données de sécurité : le nombre de tentatives récentes depuis chaque adresse réseau, pour empêcher les tentatives de deviner les mots de passe et le spam, ainsi qu’un journal des actions effectuées par nos administrateurs.',
  'privacy.why': 'Pourquoi nous les conservons',
  'privacy.whyBody':
    'Uniquement pour faire fonctionner le service : vous connecter, vous montrer les subventions et vos propres données, examiner les demandes de vérification, encaisser les paiements et envoyer les e-mails que vous avez demandés. Vous pouvez désactiver les rappels et le récapitulatif dans les Paramètres du profil ou grâce au lien figurant dans chacun de ces e-mails.',
  'privacy.retention': 'Durée de conservation',
  'privacy.retentionAccount': 'Votre compte, votre profil, votre activité, vos demandes de vérification et vos documents : tant que votre compte existe.',
  'privacy.retentionSessions': 'Une session de connexion : jusqu’à votre déconnexion, ou 7 jours après votre dernière utilisation du site.',
  'privacy.retentionLinks': 'Liens de confirmation de votre adresse e-mail : 24 heures. Liens de réinitialisation du mot de passe : 1 heure.',
  'privacy.retentionSecurity': 'Nombre de tentatives par adresse réseau : environ une journée.',
  'privacy.retentionPayments':
    'Données de paiement : conservées après la suppression d’un compte, car elles attestent des sommes encaissées et remboursées ; elles ne sont alors plus associées à vous.',
  'privacy.retentionContact': 'Messages de contact : conservés pour que nous puissions y répondre et en assurer le suivi ; une fois votre compte supprimé, ils n’y sont plus associés.',
  'privacy.documents': 'Qui voit les documents de vérification',
  'privacy.documentsBody':
    'Les documents que vous téléversez pour la vérification sont conservés dans un espace de stockage privé et ne sont jamais publics. Seuls les membres connectés de votre propre organisation et nos examinateurs (administrateurs) peuvent les ouvrir, et chaque téléchargement est contrôlé sur le serveur. Les bailleurs de fonds, les autres membres et les visiteurs ne voient jamais vos documents : ce qu’ils voient de votre vérification, c’est le badge de votre organisation.',
  'privacy.others': 'Qui d’autre voit vos données',
  'privacy.othersBody':
    'Nos administrateurs, pour examiner les vérifications et les propositions de subventions et pour vous répondre. Le prestataire de paiement traite votre paiement, et notre prestataire de messagerie achemine nos e-mails. Personne d’autre : nous ne vendons ni ne partageons vos données à des fins publicitaires.',
  'privacy.delete': 'Supprimer votre compte',
  'privacy.deleteHow':
    'Les Paramètres du profil n’ont pas encore de bouton de suppression. Pour supprimer votre compte, envoyez-nous un message via le formulaire de contact avec le sujet « Confidentialité et données personnelles », depuis l’adresse e-mail de votre compte. Nous supprimons le compte et vous le confirmons par e-mail.',
  'privacy.deleteWhat':
    'La suppression d’un compte efface vos identifiants de connexion, vos sessions, votre profil et vos préférences, vos subventions enregistrées, les candidatures que vous suivez, vos propositions de subventions, vos notifications et les e-mails en attente d’envoi. Si vous êtes le seul membre de votre organisation, son profil, ses demandes de vérification et ses documents téléversés sont également supprimés. Les données de paiement et le journal des actions des administrateurs sont conservés sans votre nom, et les subventions déjà publiées à partir de vos propositions restent publiées.',
  'privacy.rights': 'Consulter et corriger vos données',
  'privacy.rightsBody':
    'Vous pouvez consulter et corriger votre profil à tout moment dans les Paramètres du profil. Pour toute autre question concernant vos données, écrivez-nous via le formulaire de contact.',
  'privacy.cookies': 'Cookies',
  'privacy.cookiesBody': 'Les quelques cookies que nous déposons, et leur raison d’être, sont listés dans notre Politique relative aux cookies.',
  'cookies.title': 'Politique relative aux cookies',
  'cookies.description': 'Les cookies que {appName} dépose, à quoi sert chacun et combien de temps il est conservé.',
  'cookies.intro':
    '{appName} ne dépose que les cookies nécessaires à son fonctionnement. Il n’y a aucun cookie publicitaire, de mesure d’audience ou de suivi, et aucun autre site ne dépose de cookies par l’intermédiaire du nôtre.',
  'cookies.list': 'Les cookies que nous déposons',
  'cookies.session': 'Vous garde connecté. Déposé lorsque vous vous connectez et supprimé lorsque vous vous déconnectez. Sur un site servi en https, son nom commence par {prefix}.',
  'cookies.sessionLife': '7 jours après votre dernière utilisation du site',
  'cookies.state': 'Protège « Continuer avec Google » contre les connexions frauduleuses. Déposé uniquement lorsque vous vous connectez avec Google.',
  'cookies.stateLife': '5 minutes',
  'cookies.theme': 'Mémorise si vous avez choisi le thème clair, sombre ou celui du système.',
  'cookies.themeLife': '1 an',
  'cookies.language': 'Mémorise la langue que vous avez choisie pour le site (si vous êtes connecté, la langue de votre profil est utilisée).',
  'cookies.languageLife': '1 an',
  'cookies.flash': 'Transmet un message ponctuel, comme « Bon retour parmi nous ! », à la page suivante, pour qu’il s’affiche même sans JavaScript.',
  'cookies.flashLife': '60 secondes, supprimé une fois affiché',
  'cookies.settings': 'Comment ils sont paramétrés',
  'cookies.settingsBody':
    'Ce sont tous nos propres cookies (cookies internes), et les autres sites ne peuvent pas amener votre navigateur à les envoyer en arrière-plan (SameSite=Lax). Tous, sauf le cookie du thème, sont inaccessibles aux scripts (HttpOnly). Sur un site servi en https, chacun d’eux est marqué Secure.',
  'cookies.choices': 'Vos choix',
  'cookies.choicesBody':
    'Ces cookies sont nécessaires à la connexion et au paramètre que vous avez choisi : il n’y a donc rien à refuser. Vous pouvez les supprimer à tout moment dans votre navigateur : vous serez alors déconnecté et le thème suivra de nouveau celui de votre appareil.',
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
  'contact.title': 'Nous contacter',
  'contact.description': 'Envoyez un message à l’équipe {appName} au sujet des subventions, de la vérification, des paiements ou de vos données.',
  'contact.intro':
    'Une question sur les subventions, la vérification, les paiements ou vos données ? Envoyez-nous un message : notre équipe les lit tous et répond par e-mail à l’adresse que vous indiquez.',
  'contact.name': 'Votre nom',
  'contact.email': 'Adresse e-mail',
  'contact.topic': 'Sujet',
  'contact.message': 'Message',
  'contact.nameHint': 'Entre {min} et {max} caractères.',
  'contact.messageHint': 'Entre {min} et {max} caractères.',
  'contact.send': 'Envoyer le message',
  'contact.sending': 'Envoi…',
  'contact.nameMin': 'Votre nom doit comporter au moins {min} caractères',
  'contact.nameMax': 'Votre nom doit comporter au plus {max} caractères',
  'contact.topicInvalid': 'Choisissez un sujet dans la liste',
  'contact.messageMin': 'Votre message doit comporter au moins {min} caractères',
  'contact.messageMax': 'Votre message doit comporter au plus {max} caractères',
  'contact.errorSummary': 'Un problème est survenu',
  'contact.rateLimited': 'Vous avez envoyé plusieurs messages en peu de temps. Veuillez patienter une heure avant d’en envoyer un autre.',
  'contact.failed': 'Votre message n’a pas pu être envoyé. Veuillez réessayer.',
  'contact.sentTitle': 'Merci : votre message a bien été envoyé',
  'contact.sentBody': 'Notre équipe a bien reçu votre message et vous répondra par e-mail à l’adresse que vous avez indiquée.',
  'contact.sendAnother': 'Envoyer un autre message',
  'contact.topic.general': 'Question générale',
  'contact.topic.account': 'Votre compte et la connexion',
  'contact.topic.verification': 'Vérification',
  'contact.topic.payments': 'Paiements et remboursements',
  'contact.topic.privacy': 'Confidentialité et données personnelles',
  'contact.topic.grants': 'Offres de subventions',
}
