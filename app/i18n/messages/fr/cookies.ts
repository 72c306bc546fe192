export default {
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
  'cookies.dataSaver': 'Retient si vous avez activé ou désactivé l’économiseur de données.',
  'cookies.dataSaverLife': '1 an',
  'cookies.stylesheet':
    'Mémorise que votre navigateur a déjà téléchargé la feuille de style du site, pour que les pages ne la renvoient pas. Déposé quand votre navigateur récupère la feuille de style.',
  'cookies.stylesheetLife': '1 an',
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
}
