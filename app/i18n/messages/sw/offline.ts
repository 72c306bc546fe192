export default {
  'offline.savedCopy': 'Nakala iliyohifadhiwa saa {time}, huna mtandao',
  'offline.queued': 'Huna mtandao: mabadiliko haya yamehifadhiwa kwenye simu hii na yatatumwa utakaporudi mtandaoni.',
}
