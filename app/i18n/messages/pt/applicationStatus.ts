export default {
  'applicationStatus.not_started': 'Não iniciada',
  'applicationStatus.draft': 'Rascunho',
  'applicationStatus.submitted': 'Submetida',
  'applicationStatus.awarded': 'Aprovada',
  'applicationStatus.not_awarded': 'Não aprovada',
  'applicationStatus.withdrawn': 'Retirada',
}
