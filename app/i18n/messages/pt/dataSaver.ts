export default {
  'dataSaver.label': 'Poupança de dados',
  'dataSaver.auto': 'Automático',
  'dataSaver.on': 'Ligado',
  'dataSaver.off': 'Desligado',
  'dataSaver.apply': 'Aplicar a poupança de dados',
  'dataSaver.hint': 'Ligado: as imagens só carregam quando lhes toca, usam-se as letras do seu telefone e nada é carregado antecipadamente. Automático segue a poupança de dados do seu navegador.',
  'dataSaver.showImage': 'Mostrar imagem: {description}',
}
