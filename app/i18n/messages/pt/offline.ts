export default {
  'offline.savedCopy': 'Cópia guardada às {time}, está sem ligação',
  'offline.queued': 'Está sem ligação: esta alteração fica guardada neste telemóvel e será enviada quando voltar a estar em linha.',
}
