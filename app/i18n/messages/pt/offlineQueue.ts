export default {
  'offlineQueue.grantSaved': 'Enviado quando voltou a estar em linha: «{title}» está guardada.',
  'offlineQueue.grantRemoved': 'Enviado quando voltou a estar em linha: «{title}» deixou de estar guardada.',
  'offlineQueue.applicationSaved': 'Enviado quando voltou a estar em linha: a sua candidatura a «{title}» foi atualizada.',
  'offlineQueue.conflict':
    'Não enviado: a sua candidatura a «{title}» foi alterada por outra pessoa enquanto estava sem ligação. Fica a versão dela (estado: {status}); abra-a para a alterar de novo.',
  'offlineQueue.refused': 'Não enviado: a sua alteração à candidatura a «{title}» foi recusada: {reason}',
  'offlineQueue.confirmFee': 'Não enviado: a atribuição de «{title}» exige que confirme a taxa do apoio personalizado. Abra a candidatura para a confirmar.',
  'offlineQueue.gone': 'Não enviado: esta subvenção ou esta candidatura já não existe.',
}
