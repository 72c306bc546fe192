export default {
  'notifications.title': 'Notificações',
  'notifications.bell': 'Notificações ({count, plural, one {# não lida} many {# não lidas} other {# não lidas}})',
  'notifications.empty': 'Não tem notificações.',
  'notifications.markRead': 'Marcar todas como lidas',
  'notifications.allRead': 'Todas as notificações foram marcadas como lidas',
  'notifications.unread': 'Não lida',
  'notifications.verificationApproved': 'A sua verificação de nível {tier} foi aprovada: a sua organização tem agora o selo {badge}.',
  'notifications.verificationRejected': 'A sua verificação de nível {tier} não foi aprovada. Veja o motivo e as suas opções.',
  'notifications.submissionPublished': 'A sua proposta «{title}» foi publicada.',
  'notifications.submissionRejected': 'A sua proposta «{title}» não foi publicada: {reason}',
  'notifications.reminderSent':
    '{days, plural, one {Lembrete: o prazo de «{title}» termina amanhã.} many {Lembrete: o prazo de «{title}» termina dentro de # dias.} other {Lembrete: o prazo de «{title}» termina dentro de # dias.}}',
  'notifications.digestSent':
    '{count, plural, one {O seu resumo semanal com # nova subvenção está na sua caixa de entrada.} many {O seu resumo semanal com # novas subvenções está na sua caixa de entrada.} other {O seu resumo semanal com # novas subvenções está na sua caixa de entrada.}}',
  'notifications.contactMessage': 'Nova mensagem de contacto de {name} sobre «{topic}».',
  'notifications.mentioned': '{name} mencionou-o num comentário sobre «{grant}».',
  'notifications.assigned': '{name} atribuiu-lhe a candidatura a «{grant}».',

  'notifications.badgeRevoked': 'O seu selo de verificação {tier} ({badge}) foi revogado: {reason}. Contacte-nos se achar que se trata de um erro.',
  'notifications.badgeExpirySet': 'O seu selo de verificação {tier} ({badge}) expira agora em {date}.',
  'notifications.badgeExpiryCleared': 'O seu selo de verificação {tier} ({badge}) já não expira.',
  'notifications.savedSearchAlert':
    '{count, plural, one {# novo financiamento corresponde à sua pesquisa guardada «{name}».} many {# novos financiamentos correspondem à sua pesquisa guardada «{name}».} other {# novos financiamentos correspondem à sua pesquisa guardada «{name}».}}',
  'notifications.matchAlert':
    '{count, plural, one {# novo financiamento corresponde à sua organização.} many {# novos financiamentos correspondem à sua organização.} other {# novos financiamentos correspondem à sua organização.}}',
  'notifications.removedFromTeam': 'Já não é membro da equipa {organization}. A sua conta tem agora uma organização própria.',
  'notifications.memberKeysRevokedDemoted':
    '{member} já não gere as chaves de API da equipa: {count, plural, one {a chave de API que criou ({names}) foi revogada} other {as # chaves de API que criou ({names}) foram revogadas}}. Crie uma nova chave se os seus sistemas ainda precisarem de uma.',
  'notifications.memberKeysRevoked':
    '{member} já não está na equipa: {count, plural, one {a chave de API que criou ({names}) foi revogada} other {as # chaves de API que criou ({names}) foram revogadas}}. Crie uma nova chave se os seus sistemas ainda precisarem de uma.',
  'notifications.grantChanged': '“{title}” mudou na fonte: {fields}.',
  'notifications.badgeUnderReview':
    'O seu selo {badge} está em análise: um nome da sua organização pode corresponder a uma entrada de uma lista de sanções. Um revisor está a verificar; até lá, a página do seu selo indica «em análise».',
  'notifications.badgeReinstated': 'O seu selo {badge} voltou a estar em vigor: o revisor concluiu que a possível correspondência não era a sua organização nem as suas pessoas.',
  'notifications.screeningMatchFound': '{count, plural, one {Uma nova correspondência possível} other {# novas correspondências possíveis}} nas listas de sanções para {organization}: analise-a.',
}
