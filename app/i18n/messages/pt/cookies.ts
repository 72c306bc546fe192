export default {
  'cookies.title': 'Política de Cookies',
  'cookies.description': 'Os cookies que o {appName} define, para que serve cada um e quanto tempo dura.',
  'cookies.intro':
    'O {appName} define apenas os cookies de que precisa para funcionar. Não há cookies de publicidade, de análise estatística nem de rastreio, e nenhum outro site define cookies através do nosso.',
  'cookies.list': 'Os cookies que definimos',
  'cookies.session': 'Mantém a sua sessão iniciada. É definido quando inicia sessão e removido quando termina a sessão. Num site servido por https, o nome começa por {prefix}.',
  'cookies.sessionLife': '7 dias após a última utilização do site',
  'cookies.state': 'Protege «Continuar com o Google» contra inícios de sessão forjados. Só é definido quando inicia sessão com o Google.',
  'cookies.stateLife': '5 minutos',
  'cookies.theme': 'Memoriza se escolheu o tema claro, escuro ou do sistema.',
  'cookies.themeLife': '1 ano',
  'cookies.dataSaver': 'Lembra se ligou ou desligou a poupança de dados.',
  'cookies.dataSaverLife': '1 ano',
  'cookies.stylesheet': 'Memoriza que o seu navegador já descarregou a folha de estilos do site, para que as páginas não a enviem de novo. Definido quando o navegador obtém a folha de estilos.',
  'cookies.stylesheetLife': '1 ano',
  'cookies.language': 'Memoriza o idioma que escolheu para o site (se tiver sessão iniciada, é usado o idioma do seu perfil).',
  'cookies.languageLife': '1 ano',
  'cookies.flash': 'Leva uma mensagem pontual, como «Olá de novo!», para a página seguinte, para que apareça mesmo sem JavaScript.',
  'cookies.flashLife': '60 segundos, removido depois de a mensagem ser mostrada',
  'cookies.settings': 'Como são definidos',
  'cookies.settingsBody':
    'Todos são cookies próprios (primários), e outros sites não podem fazer com que o seu navegador os envie em segundo plano (SameSite=Lax). Todos, excepto o cookie do tema, estão ocultos dos scripts (HttpOnly). Num site servido por https, todos são marcados como Secure.',
  'cookies.choices': 'As suas escolhas',
  'cookies.choicesBody':
    'Estes cookies são necessários para iniciar sessão e para a definição que escolheu, por isso não há nada a recusar. Pode eliminá-los no seu navegador em qualquer momento: nesse caso, a sua sessão é terminada e o tema volta a seguir o seu dispositivo.',
}
