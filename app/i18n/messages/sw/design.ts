export default {
  'design.sampleBody': 'Ni mfano wa kuonyesha jinsi kutafuta, kuhifadhi na kuomba kunavyofanya kazi: mfadhili, kiasi na viungo vyake si halisi.',
  'design.discoverEmptyNext': 'Jaribu maneno mengine, au ondoa vichujio uone ruzuku zote zilizo wazi.',
  'design.savedEmptyNext': 'Hifadhi ruzuku kwenye Gundua Ruzuku, nazo zitakusubiri hapa pamoja na tarehe zake za mwisho.',
  'design.applicationsEmptyNext': 'Omba ruzuku kwenye Gundua Ruzuku ili uifuatilie hapa.',
  'design.deadlinesEmptyNext': 'Ruzuku ulizohifadhi au kuomba huonekana hapa siku 30 kabla ya tarehe zake za mwisho.',
}
