export default {
  'matches.title': 'Vos correspondances',
  'matches.subtitle': 'Les subventions ouvertes adaptées à {organization}, et pourquoi.',
  'matches.sortScore': 'Meilleure correspondance',
  'matches.sortNewest': 'Plus récentes',
  'matches.sort': 'Trier par',
  'matches.sortSubmit': 'Trier',
  'matches.none': 'Aucune subvention ouverte ne correspond encore bien à votre profil. Élargissez votre profil, ou parcourez toutes les subventions.',
  'matches.searchAll': 'Parcourir toutes les subventions',
  'matches.weekly':
    '{used, plural, one {Nouvelles subventions adaptées dévoilées cette semaine : # sur {limit}} many {Nouvelles subventions adaptées dévoilées cette semaine : # sur {limit}} other {Nouvelles subventions adaptées dévoilées cette semaine : # sur {limit}}}',
  'matches.withheld': '{count, plural, one {# autre subvention adaptée cette semaine} many {# autres subventions adaptées cette semaine} other {# autres subventions adaptées cette semaine}}',
  'matches.withheldHint': 'La formule Gratuite dévoile {limit} nouvelles subventions adaptées par semaine ; les suivantes le seront lundi prochain. La recherche, elle, n’est jamais limitée.',
  'matches.upgrade': 'Passer à Pro pour des correspondances illimitées',
  'matches.editProfile': 'Modifier le profil',
  'matches.listHeading': 'Subventions correspondantes',
}
