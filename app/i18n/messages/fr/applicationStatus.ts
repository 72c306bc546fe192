export default {
  'applicationStatus.not_started': 'Non commencée',
  'applicationStatus.draft': 'Brouillon',
  'applicationStatus.submitted': 'Déposée',
  'applicationStatus.awarded': 'Retenue',
  'applicationStatus.not_awarded': 'Non retenue',
  'applicationStatus.withdrawn': 'Retirée',
}
