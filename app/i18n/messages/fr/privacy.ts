export default {
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
}
