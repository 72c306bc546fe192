export default {
  'validation.nameContact': 'Retire o endereço de e-mail ou o número de telefone do nome: os nomes são mostrados a outras pessoas, e os contactos só são partilhados quando um pedido é aceite.',
  'validation.orgNameContact': 'Retire o endereço de e-mail ou o número de telefone do nome da organização: é mostrado a outras pessoas, e os contactos só são partilhados quando um pedido é aceite.',
}
