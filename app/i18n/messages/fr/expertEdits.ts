export default {
  'validation.nameContact': 'Retirez l’adresse e-mail ou le numéro de téléphone du nom : les noms sont visibles par d’autres, et les coordonnées ne sont partagées qu’une fois une demande acceptée.',
  'validation.orgNameContact':
    'Retirez l’adresse e-mail ou le numéro de téléphone du nom de l’organisation : il est visible par d’autres, et les coordonnées ne sont partagées qu’une fois une demande acceptée.',
}
