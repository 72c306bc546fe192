export default {
  'about.title': 'Kuhusu {appName}',
  'about.description': '{appName} husaidia mashirika na mashirika yasiyo ya kiserikali kote Afrika kupata ufadhili wa ruzuku na kuwaonyesha wafadhili kwamba yanaaminika.',
  'about.intro': '{appName} husaidia mashirika na mashirika yasiyo ya kiserikali kote Afrika kupata ufadhili wa ruzuku, kufuatilia maombi yao, na kuwaonyesha wafadhili kwamba yanaaminika.',
  'about.what': 'Tunachofanya',
  'about.discover': 'Pata ruzuku: tafuta fursa zilizo wazi kwa sekta, kanda, nchi na mfadhili. Kutafuta ni bure na hakuna kikomo.',
  'about.track': 'Fuatilia: hifadhi ruzuku, fuatilia kila ombi kwenye dashibodi yako, na upate vikumbusho kabla ya tarehe za mwisho.',
  'about.verify': 'Jenga uaminifu: uthibitishaji wa mara moja katika madaraja manne, unaokaguliwa na watu katika ngazi tatu, huipa shirika lako beji ambayo wafadhili wanaweza kuitegemea.',
  'about.how': 'Jinsi tunavyofanya kazi',
  'about.howBody':
    'Wanachama wetu wengi hutufikia kupitia simu ya bei nafuu na muunganisho wa polepole na wa gharama kubwa, kwa hiyo kila ukurasa ni mdogo, wa haraka na hufanya kazi hata bila JavaScript. Tunatoza kwa uthibitishaji na kwa mipango ya kulipia, kamwe si kwa kutafuta ruzuku.',
  'about.who': 'Ni kwa ajili ya nani',
  'about.whoBody':
    'Watafuta ruzuku: mashirika yasiyo ya kiserikali, mashirika ya kijamii na biashara za kijamii zinazotafuta ufadhili. Wafadhili: wanaotaka kujua kwamba shirika limekaguliwa kabla ya kutoa fedha.',
  'about.next': 'Pa kuanzia',
}
