export default {
  'notFound.title': 'Ups! Página não encontrada',
  'notFound.home': 'Voltar ao início',
  'notFound.body': 'O endereço pode estar mal escrito, ou a página mudou de lugar. Pode procurar subvenções ou consultar a ajuda.',
}
