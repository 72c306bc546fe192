export default {
  // The public profile: /org/{slug}
  'orgProfile.country': 'País',
  'orgProfile.sector': 'Setor',
  'orgProfile.sectors': 'Setores',
  'orgProfile.website': 'Site',
  'orgProfile.newTab': '(abre num novo separador)',
  'orgProfile.mission': 'Missão',
  'orgProfile.programAreas': 'Áreas de programa',
  'orgProfile.verification': 'Verificação',
  'orgProfile.verifiedAt': 'Verificada no nível {tier} em {date}.',
  'orgProfile.expires': 'O selo está em vigor até {date}.',
  'orgProfile.checkBadge': 'Verificar este selo',
  'orgProfile.notVerified': 'Esta organização não tem nenhum selo de verificação em vigor.',
  'orgProfile.poweredBy': 'Perfil público com tecnologia {appName}. A organização escolhe o que mostra aqui.',
  'orgProfile.logoAlt': 'Logótipo de {name}',
  'orgProfile.qrLabel': 'Código QR que leva à verificação do selo com o código {code}',
  'orgProfile.qrCaption': 'Leia o código para verificar este selo, ou abra:',
}
