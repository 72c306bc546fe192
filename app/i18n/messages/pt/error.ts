export default {
  'error.title': 'Ocorreu um erro',
  'error.body': 'Ocorreu um erro inesperado. Tente novamente daqui a pouco.',
  'error.forbidden': 'Não tem permissão para ver esta página.',
  'error.rateLimited': 'Demasiadas tentativas. Aguarde um minuto e tente novamente.',
  'error.crossSite': 'Este formulário foi enviado a partir de outro site e, por isso, não foi aceite. Volte ao {appName} e envie-o novamente a partir daí.',
  'error.bodyTooLarge': 'O que enviou é demasiado grande: um formulário pode ter no máximo {size}. Encurte os campos mais longos e envie-o novamente.',
  'error.unsupportedBody': 'Este endereço só aceita formulários enviados a partir de uma página do {appName}.',
  'error.bodyStalled': 'O envio foi interrompido e, por isso, nada foi guardado. Verifique a sua ligação e envie novamente.',
  'error.uploadsBusy': 'Neste momento estão a chegar muitos ficheiros grandes. Tente novamente dentro de um minuto.',
  'error.unreadableForm': 'Não foi possível ler o formulário. Volte atrás, verifique o que introduziu e envie-o novamente.',
}
