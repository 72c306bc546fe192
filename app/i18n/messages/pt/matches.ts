export default {
  'matches.title': 'Correspondências para si',
  'matches.subtitle': 'Subvenções abertas adequadas a {organization}, com as razões.',
  'matches.sortScore': 'Maior compatibilidade',
  'matches.sortNewest': 'Mais recentes',
  'matches.sort': 'Ordenar por',
  'matches.sortSubmit': 'Ordenar',
  'matches.none': 'Ainda nenhuma subvenção aberta é bem compatível com o seu perfil. Alargue o seu perfil, ou explore todas as subvenções.',
  'matches.searchAll': 'Explorar todas as subvenções',
  'matches.weekly':
    '{used, plural, one {Novas subvenções compatíveis reveladas esta semana: # de {limit}} many {Novas subvenções compatíveis reveladas esta semana: # de {limit}} other {Novas subvenções compatíveis reveladas esta semana: # de {limit}}}',
  'matches.withheld': '{count, plural, one {Mais # subvenção compatível esta semana} many {Mais # subvenções compatíveis esta semana} other {Mais # subvenções compatíveis esta semana}}',
  'matches.withheldHint': 'O plano Gratuito revela {limit} novas subvenções compatíveis por semana; as restantes são reveladas na próxima segunda-feira. A pesquisa, essa, nunca tem limites.',
  'matches.upgrade': 'Subir para Pro e ter subvenções compatíveis ilimitadas',
  'matches.editProfile': 'Editar perfil',
  'matches.listHeading': 'Subvenções compatíveis',
}
