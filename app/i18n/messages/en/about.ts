export default {
  'about.title': 'About {appName}',
  'about.description': '{appName} helps organizations and NGOs across Africa find grant funding and show funders they can be trusted.',
  'about.intro': '{appName} helps organizations and NGOs across Africa find grant funding, keep track of their applications, and show funders they can be trusted.',
  'about.what': 'What we do',
  'about.discover': 'Find grants: search open opportunities by sector, region, country and funder. Searching is free and never limited.',
  'about.track': 'Keep track: save grants, follow each application on your dashboard, and get reminders before deadlines.',
  'about.verify': 'Earn trust: a one-time verification in four tiers, reviewed by people in three layers, gives your organization a badge funders can rely on.',
  'about.how': 'How we work',
  'about.howBody':
    'Many of our members reach us on an inexpensive phone and a slow, costly connection, so every page is small, fast and works even without JavaScript. We charge for verification and for paid plans, never for finding grants.',
  'about.who': 'Who it is for',
  'about.whoBody': 'Grant seekers: NGOs, community-based organizations and social enterprises looking for funding. Funders: who want to know an organization has been checked before they give.',
  'about.next': 'Where to start',
}
