export default {
  'design.sampleBody': 'Made up to show how search, saving and applying work: its funder, amount and links are not real.',
  'design.discoverEmptyNext': 'Try other words, or clear the filters to see every open grant.',
  'design.savedEmptyNext': 'Save grants in Discover and they wait here with their deadlines.',
  'design.applicationsEmptyNext': 'Apply for a grant in Discover to track it here.',
  'design.deadlinesEmptyNext': 'Saved and applied grants show here 30 days before their deadline.',
}
