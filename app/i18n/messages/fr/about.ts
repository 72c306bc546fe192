export default {
  'about.title': 'À propos de {appName}',
  'about.description': '{appName} aide les organisations et les ONG de toute l’Afrique à trouver des financements et à montrer aux bailleurs de fonds qu’elles sont dignes de confiance.',
  'about.intro':
    '{appName} aide les organisations et les ONG de toute l’Afrique à trouver des financements, à suivre leurs candidatures et à montrer aux bailleurs de fonds qu’elles sont dignes de confiance.',
  'about.what': 'Ce que nous faisons',
  'about.discover': 'Trouver des subventions : recherchez des offres ouvertes par secteur, région, pays et bailleur de fonds. La recherche est gratuite et n’est jamais limitée.',
  'about.track': 'Assurer le suivi : enregistrez des subventions, suivez chaque candidature sur votre tableau de bord et recevez des rappels avant les dates limites.',
  'about.verify':
    'Gagner la confiance : une vérification unique en quatre niveaux, examinée par des personnes en trois volets, donne à votre organisation un badge sur lequel les bailleurs de fonds peuvent compter.',
  'about.how': 'Notre façon de travailler',
  'about.howBody':
    'Beaucoup de nos membres nous consultent depuis un téléphone bon marché, avec une connexion lente et coûteuse : chaque page est donc légère, rapide et fonctionne même sans JavaScript. Nous faisons payer la vérification et les formules payantes, jamais la recherche de subventions.',
  'about.who': 'Pour qui',
  'about.whoBody':
    'Les demandeurs de subvention : ONG, organisations communautaires et entreprises sociales en quête de financement. Les bailleurs de fonds : qui veulent savoir qu’une organisation a été vérifiée avant de donner.',
  'about.next': 'Par où commencer',
}
