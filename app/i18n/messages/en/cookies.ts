export default {
  'cookies.title': 'Cookie Policy',
  'cookies.description': 'The cookies {appName} sets, what each is for and how long it lasts.',
  'cookies.intro': '{appName} sets only the cookies it needs to work. There are no advertising, analytics or tracking cookies, and no other site sets cookies through ours.',
  'cookies.list': 'The cookies we set',
  'cookies.session': 'Keeps you signed in. Set when you sign in and removed when you sign out. On a site served over https its name starts with {prefix}.',
  'cookies.sessionLife': '7 days after you last used the site',
  'cookies.state': 'Protects “Continue with Google” against forged sign-ins. Only set when you sign in with Google.',
  'cookies.stateLife': '5 minutes',
  'cookies.theme': 'Remembers whether you chose the light, dark or system theme.',
  'cookies.themeLife': '1 year',
  'cookies.stylesheet': "Remembers that your browser has already downloaded the site's stylesheet, so pages do not send it again. Set when your browser fetches the stylesheet.",
  'cookies.stylesheetLife': '1 year',
  'cookies.language': 'Remembers the language you chose for the site (if you are signed in, your profile’s language is used).',
  'cookies.languageLife': '1 year',
  'cookies.flash': 'Carries a one-off message, such as “Welcome back!”, to the next page, so it shows even without JavaScript.',
  'cookies.flashLife': '60 seconds, removed once shown',
  'cookies.settings': 'How they are set',
  'cookies.settingsBody':
    'All of them are our own (first-party) cookies, and other sites cannot make your browser send them in the background (SameSite=Lax). All but the theme cookie are hidden from scripts (HttpOnly). On a site served over https every one of them is marked Secure.',
  'cookies.choices': 'Your choices',
  'cookies.choicesBody':
    'These cookies are needed for signing in and for the setting you chose, so there is nothing to opt out of. You can delete them in your browser at any time: you will then be signed out and the theme follows your device again.',
}
