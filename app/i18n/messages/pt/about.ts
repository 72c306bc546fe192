export default {
  'about.title': 'Sobre o {appName}',
  'about.description': 'O {appName} ajuda organizações e ONG de toda a África a encontrar financiamento e a mostrar aos financiadores que são de confiança.',
  'about.intro': 'O {appName} ajuda organizações e ONG de toda a África a encontrar financiamento, a acompanhar as suas candidaturas e a mostrar aos financiadores que são de confiança.',
  'about.what': 'O que fazemos',
  'about.discover': 'Encontrar subvenções: pesquise oportunidades abertas por sector, região, país e financiador. A pesquisa é gratuita e nunca tem limites.',
  'about.track': 'Acompanhar: guarde subvenções, siga cada candidatura no seu painel e receba lembretes antes dos prazos.',
  'about.verify': 'Conquistar confiança: uma verificação única em quatro níveis, analisada por pessoas em três camadas, dá à sua organização um selo em que os financiadores podem confiar.',
  'about.how': 'Como trabalhamos',
  'about.howBody':
    'Muitos dos nossos membros usam um telefone barato e uma ligação lenta e cara, por isso todas as páginas são leves, rápidas e funcionam mesmo sem JavaScript. Cobramos pela verificação e pelos planos pagos, nunca pela pesquisa de subvenções.',
  'about.who': 'Para quem é',
  'about.whoBody':
    'Quem procura subvenções: ONG, organizações de base comunitária e empresas sociais à procura de financiamento. Financiadores: quem quer saber se uma organização foi verificada antes de a apoiar.',
  'about.next': 'Por onde começar',
}
