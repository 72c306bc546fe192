export default {
  'offline.savedCopy': 'Nakala iliyohifadhiwa saa {time}, huna mtandao',
  'offline.queued': 'Huna mtandao: mabadiliko haya yamehifadhiwa kwenye simu hii na yatatumwa utakaporudi mtandaoni.',
  'offline.notQueued': 'Huna mtandao, na mabadiliko haya hayakuweza kuhifadhiwa kwenye simu hii: jaribu tena utakaporudi mtandaoni.',
}
