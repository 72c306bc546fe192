export default {
  'tafAdmin.title': 'Administração da descoberta de subsídios',
  'tafAdmin.accessDenied': 'Acesso negado: são necessários privilégios de administrador',
  'tafAdmin.crawlFailed': 'Falha ao iniciar a recolha',
  'tafAdmin.crawlAlreadyRunning': 'Já está em curso uma recolha desta fonte',
  'tafAdmin.sourcePaused': 'Esta fonte está em pausa: ative-a para a recolher',
  'tafAdmin.sourceNotFound': 'Fonte não encontrada',
}
