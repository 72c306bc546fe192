export default {
  // The embeddable badge: /verify/{code}/badge.svg
  'badgeStatement.image.verified': 'Verificada: {tier}',
  'badgeStatement.image.expired': 'Selo expirado',
  'badgeStatement.image.revoked': 'Selo revogado',
  'badgeStatement.image.underReview': 'Selo em análise',
  'badgeStatement.image.notInForce': 'Selo sem validade',
  'badgeStatement.image.unknown': 'Selo inexistente',
  'badgeStatement.image.unknownDetail': 'Este código não corresponde a nenhum selo',
  'badgeStatement.image.checkedBy': 'Verificação do selo por {app}',
  // The signed statement, offered on /verify/{code}
  'badgeStatement.title': 'Declaração assinada',
  'badgeStatement.intro': 'Guarde uma cópia desta verificação que qualquer pessoa poderá confirmar mais tarde, mesmo sem ligação à internet: os mesmos dados, assinados com a nossa chave Ed25519.',
  'badgeStatement.download': 'Descarregar a declaração assinada (.jws)',
  'badgeStatement.keys': 'As nossas chaves públicas de assinatura (JWKS)',
  // The embed code, on /profile/public
  'badgeStatement.embedTitle': 'Selo para o seu site',
  'badgeStatement.embedIntro':
    'Cole este código no seu site. A imagem mostra o estado atual do seu selo (verificado, expirado, revogado ou em análise) e liga à página de verificação. Não executa nenhum script nem segue ninguém.',
  'badgeStatement.embedLabel': 'Código HTML para copiar',
  'badgeStatement.embedPreview': 'O que mostra agora:',
  'badgeStatement.embedAlt': '{name}: verificação do selo em {app}',
} as const
