export default {
  'badgeCard.intro': 'Envie este link aos financiadores ou imprima o código QR: mostra o nível do selo, a data e se está em vigor.',
  'badgeCard.download': 'Descarregar o código QR',
  'badgeCard.manage': 'Definições do perfil público',
  'badgeCard.title': 'Verificação do selo',
  'badgeCard.qrLabel': 'Código QR que leva à verificação do selo com o código {code}',
}
