export default {
  'design.sampleBody': 'Exemplo fictício para mostrar como se pesquisa, guarda e faz uma candidatura: o financiador, o montante e as ligações não são reais.',
  'design.discoverEmptyNext': 'Experimente outras palavras ou limpe os filtros para ver todas as subvenções abertas.',
  'design.savedEmptyNext': 'Guarde subvenções em «Explorar subvenções» e elas ficam aqui, com os respectivos prazos.',
  'design.applicationsEmptyNext': 'Candidate-se a uma subvenção em «Explorar subvenções» para a acompanhar aqui.',
  'design.deadlinesEmptyNext': 'As subvenções guardadas e aquelas a que se candidatou aparecem aqui 30 dias antes do fim do prazo.',
}
