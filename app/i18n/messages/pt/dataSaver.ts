export default {
  'dataSaver.label': 'Poupança de dados',
  'dataSaver.auto': 'Automático',
  'dataSaver.on': 'Ligado',
  'dataSaver.off': 'Desligado',
  'dataSaver.apply': 'Aplicar a poupança de dados',
  'dataSaver.showImage': 'Mostrar imagem: {description}',
}
