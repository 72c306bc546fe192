export default {
  'notFound.title': 'Oups ! Page introuvable',
  'notFound.home': 'Retour à l’accueil',
  'notFound.body': 'L’adresse est peut-être mal saisie, ou la page a été déplacée. Vous pouvez rechercher des subventions ou consulter l’aide.',
}
