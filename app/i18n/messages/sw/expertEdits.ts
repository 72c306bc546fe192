export default {
  'validation.nameContact': 'Ondoa anwani ya barua pepe au namba ya simu kwenye jina: majina huonekana kwa wengine, na mawasiliano hutolewa tu baada ya ombi kukubaliwa.',
  'validation.orgNameContact': 'Ondoa anwani ya barua pepe au namba ya simu kwenye jina la shirika: huonekana kwa wengine, na mawasiliano hutolewa tu baada ya ombi kukubaliwa.',
}
