export default {
  'team.notAllowed': 'A sua função na equipa da sua organização não permite esta ação. Peça a um administrador ou ao proprietário.',
}
