export default {
  'payment.startFailed': 'Hitilafu ya Malipo: Imeshindwa kuanzisha malipo. Tafadhali jaribu tena.',
  'payment.successTitle': 'Malipo Yamefanikiwa',
  'payment.successBody': 'Malipo yako yameshughulikiwa. Tafadhali kamilisha ombi lako.',
  'payment.canceledTitle': 'Malipo Yameghairiwa',
  'payment.canceledBody': 'Malipo yako yameghairiwa. Unaweza kujaribu tena ukiwa tayari.',
  'payment.sandboxTitle': 'Malipo ya majaribio',
  'payment.sandboxBody': 'Haya ni mazingira ya majaribio ya malipo yaliyojengwa ndani: hakuna pesa inayohamishwa. Chagua kile ambacho mtoa huduma wa malipo angeripoti.',
  'payment.sandboxItem': '{description}: {amount}',
  'payment.sandboxPay': 'Lipa {amount}',
  'payment.sandboxCancel': 'Ghairi malipo',
  'payment.sessionNotFound': 'Kipindi hiki cha malipo hakipo au kimekwisha.',
}
