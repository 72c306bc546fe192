export default {
  'offline.savedCopy': 'Cópia guardada às {time}, está sem ligação',
  'offline.queued': 'Está sem ligação: esta alteração fica guardada neste telemóvel e será enviada quando voltar a estar em linha.',
  'offline.notQueued': 'Sem ligação, e esta alteração não pôde ser guardada neste telemóvel: tente de novo quando voltar a estar em linha.',
}
