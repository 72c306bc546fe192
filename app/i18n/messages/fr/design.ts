export default {
  'design.sampleBody': 'Exemple fictif montrant comment rechercher, enregistrer et postuler : le bailleur de fonds, le montant et les liens ne sont pas réels.',
  'design.discoverEmptyNext': 'Essayez d’autres mots, ou effacez les filtres pour voir toutes les subventions ouvertes.',
  'design.savedEmptyNext': 'Enregistrez des subventions dans « Découvrir les subventions » : elles vous attendront ici avec leurs dates limites.',
  'design.applicationsEmptyNext': 'Postulez à une subvention dans « Découvrir les subventions » pour suivre votre candidature ici.',
  'design.deadlinesEmptyNext': 'Les subventions enregistrées ou auxquelles vous avez postulé apparaissent ici 30 jours avant leur date limite.',
}
