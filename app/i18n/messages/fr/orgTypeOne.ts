export default {
  'orgTypeOne.ngo': 'ONG',
  'orgTypeOne.cbo': 'Organisation communautaire',
  'orgTypeOne.social_enterprise': 'Entreprise sociale',
  'orgTypeOne.business': 'Entreprise',
  'orgTypeOne.university': 'Université',
  'orgTypeOne.research_institute': 'Institut de recherche',
  'orgTypeOne.government': 'Administration publique',
  'orgTypeOne.faith_based': 'Organisation confessionnelle',
  'orgTypeOne.individual': 'Particulier',
}
