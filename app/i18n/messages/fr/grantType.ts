export default {
  'grantType.project': 'Subvention de projet',
  'grantType.operating_support': 'Soutien au fonctionnement',
  'grantType.capacity_building': 'Renforcement des capacités',
  'grantType.research': 'Subvention de recherche',
  'grantType.fellowship': 'Bourse de perfectionnement',
  'grantType.seed_funding': 'Financement d’amorçage',
  'grantType.emergency_relief': 'Aide d’urgence',
}
