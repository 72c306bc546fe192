export default {
  'applicationStatus.not_started': 'Halijaanza',
  'applicationStatus.draft': 'Rasimu',
  'applicationStatus.submitted': 'Limewasilishwa',
  'applicationStatus.awarded': 'Limekubaliwa',
  'applicationStatus.not_awarded': 'Halikukubaliwa',
  'applicationStatus.withdrawn': 'Limeondolewa',
}
