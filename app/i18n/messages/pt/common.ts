export default {
  'common.loading': 'A carregar...',
  'common.close': 'Fechar',
  'common.notifications': 'Notificações',
  'common.copy': 'Copiar',
  'common.copied': 'Copiado',
}
