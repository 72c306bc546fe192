export default {
  'cookies.title': 'Sera ya Kuki',
  'cookies.description': 'Kuki ambazo {appName} huweka, kazi ya kila moja na muda inaodumu.',
  'cookies.intro': '{appName} huweka kuki inazohitaji ili kufanya kazi tu. Hakuna kuki za matangazo, za takwimu wala za kufuatilia, na hakuna tovuti nyingine inayoweka kuki kupitia tovuti yetu.',
  'cookies.list': 'Kuki tunazoweka',
  'cookies.session': 'Hukuweka ukiwa umeingia. Huwekwa unapoingia na huondolewa unapotoka. Kwenye tovuti inayohudumiwa kupitia https, jina lake huanza na {prefix}.',
  'cookies.sessionLife': 'Siku 7 baada ya mara ya mwisho ulipotumia tovuti',
  'cookies.state': 'Hulinda “Endelea na Google” dhidi ya kuingia kwa kughushi. Huwekwa tu unapoingia kwa Google.',
  'cookies.stateLife': 'Dakika 5',
  'cookies.theme': 'Hukumbuka kama ulichagua mandhari angavu, ya giza au ya mfumo.',
  'cookies.themeLife': 'Mwaka 1',
  'cookies.stylesheet': 'Hukumbuka kwamba kivinjari chako tayari kimepakua faili ya mitindo ya tovuti, ili kurasa zisiitume tena. Huwekwa kivinjari chako kinapopakua faili hiyo ya mitindo.',
  'cookies.stylesheetLife': 'Mwaka 1',
  'cookies.language': 'Hukumbuka lugha uliyochagua kwa tovuti (ukiwa umeingia, lugha ya wasifu wako ndiyo hutumika).',
  'cookies.languageLife': 'Mwaka 1',
  'cookies.flash': 'Hubeba ujumbe wa mara moja, kama vile “Karibu tena!”, hadi ukurasa unaofuata, ili uonekane hata bila JavaScript.',
  'cookies.flashLife': 'Sekunde 60, huondolewa mara baada ya kuonyeshwa',
  'cookies.settings': 'Jinsi zinavyowekwa',
  'cookies.settingsBody':
    'Zote ni kuki zetu wenyewe (first-party), na tovuti nyingine haziwezi kufanya kivinjari chako kuzituma chinichini (SameSite=Lax). Zote isipokuwa kuki ya mandhari zimefichwa dhidi ya skripti (HttpOnly). Kwenye tovuti inayohudumiwa kupitia https, kila moja imewekewa alama ya Secure.',
  'cookies.choices': 'Machaguo yako',
  'cookies.choicesBody':
    'Kuki hizi zinahitajika kwa ajili ya kuingia na kwa mpangilio uliouchagua, kwa hiyo hakuna cha kujiondoa. Unaweza kuzifuta kwenye kivinjari chako wakati wowote: utatolewa kwenye akaunti na mandhari yatafuata tena kifaa chako.',
}
