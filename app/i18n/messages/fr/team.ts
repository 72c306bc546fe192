export default {
  'team.notAllowed': 'Votre rôle dans l’équipe de votre organisation ne permet pas cette action. Demandez à un administrateur ou au propriétaire.',
}
