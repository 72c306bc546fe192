export default {
  'unsubscribe.title': 'Mapendeleo ya barua pepe',
  'unsubscribe.done': 'Hutapokea tena barua pepe za {kind}. Unaweza kuziwasha tena katika Mipangilio ya Wasifu.',
  'unsubscribe.invalid': 'Kiungo hiki cha kujiondoa si sahihi.',
  'unsubscribe.confirm': 'Ungependa kusitisha barua pepe za {kind}?',
  'unsubscribe.button': 'Jiondoe',
  'unsubscribe.kindReminders': 'vikumbusho vya tarehe za mwisho',
  'unsubscribe.kindMatches': 'arifa za ulinganifu mpya',
  'unsubscribe.kindSearch': 'arifa za utafutaji uliohifadhiwa “{name}”',
  'unsubscribe.kindSearchGone': 'arifa za utafutaji uliohifadhiwa',
  'unsubscribe.kindNewsletter': 'jarida',
  'unsubscribe.kindPriorityDigest': 'muhtasari wa kila siku wa maombi',
}
