export default {
  'applicationStatus.not_started': 'Not Started',
  'applicationStatus.draft': 'Draft',
  'applicationStatus.submitted': 'Submitted',
  'applicationStatus.awarded': 'Awarded',
  'applicationStatus.not_awarded': 'Not Awarded',
  'applicationStatus.withdrawn': 'Withdrawn',
}
