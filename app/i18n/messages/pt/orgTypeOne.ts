export default {
  'orgTypeOne.ngo': 'ONG',
  'orgTypeOne.cbo': 'Organização de base comunitária',
  'orgTypeOne.social_enterprise': 'Empresa social',
  'orgTypeOne.business': 'Empresa',
  'orgTypeOne.university': 'Universidade',
  'orgTypeOne.research_institute': 'Instituto de investigação',
  'orgTypeOne.government': 'Entidade pública',
  'orgTypeOne.faith_based': 'Organização de base religiosa',
  'orgTypeOne.individual': 'Particular',
}
