export default {
  'email.verify.subject': 'Confirmez votre adresse e-mail pour {appName}',
  'email.verify.body':
    'Bonjour {name},\n\nBienvenue sur {appName}. Veuillez confirmer votre adresse e-mail en ouvrant ce lien :\n\n{url}\n\nSi vous n’avez pas créé de compte, vous pouvez ignorer ce message.',
  'email.reset.subject': 'Réinitialisez votre mot de passe {appName}',
  'email.reset.body':
    'Bonjour {name},\n\nQuelqu’un a demandé à réinitialiser le mot de passe de votre compte {appName}. Ouvrez ce lien pour choisir un nouveau mot de passe :\n\n{url}\n\nSi ce n’était pas vous, vous pouvez ignorer ce message ; votre mot de passe reste inchangé.',
  'email.existing.subject': 'Tentative d’inscription sur {appName}',
  'email.existing.body':
    'Bonjour {name},\n\nQuelqu’un a essayé de créer un compte {appName} avec cette adresse e-mail, qui a déjà un compte. Si c’était vous, connectez-vous ou réinitialisez votre mot de passe sur {url}. Sinon, vous pouvez ignorer ce message.',
  'email.reminder.subject':
    '{days, plural, =1 {Rappel : la date limite de {title} est demain} one {Rappel : la date limite de {title} est dans # jour} many {Rappel : la date limite de {title} est dans # jours} other {Rappel : la date limite de {title} est dans # jours}}',
  'email.reminder.body':
    'Bonjour {name},\n\nLa date limite de « {title} » ({funder}) est le {deadline}.\n\nVoir la subvention : {url}\n\nPour ne plus recevoir les rappels de date limite, ouvrez : {unsubscribe}',
  'email.verificationApproved.subject': 'Votre organisation est vérifiée ({badge})',
  'email.verificationApproved.body':
    'Bonjour {name},\n\nBonne nouvelle : votre vérification {tier} sur {appName} a été approuvée. Votre organisation affiche désormais le badge {badge} et sa date de vérification sur son profil et partout sur {appName}.\n\n{url}',
  'email.verificationRejected.subject': 'À propos de votre demande de vérification',
  'email.verificationRejected.body':
    'Bonjour {name},\n\nNos examinateurs n’ont pas pu approuver votre vérification {tier} sur {appName}.\n\nMotif : {reason}\n\nJusqu’au {until}, vous pouvez corriger votre demande et la soumettre de nouveau sans frais, ou demander le remboursement des frais :\n{url}\n\n{appName}',
  'email.published.subject': 'Votre proposition de subvention a été publiée',
  'email.published.body': 'Bonjour {name},\n\nMerci : « {title} » est désormais en ligne sur {appName}.\n\n{url}',
  'email.rejected.subject': 'À propos de votre proposition de subvention',
  'email.rejected.body': 'Bonjour {name},\n\nNotre équipe a examiné « {title} » et ne l’a pas publiée.\n\nMotif : {reason}\n\n{appName}',
  'email.contact.subject': 'Nouveau message de contact : {topic}',
  'email.contact.body': 'Bonjour {name},\n\n{sender} <{email}> a écrit au sujet de « {topic} » sur {appName} :\n\n{message}\n\nTous les messages de contact : {url}\n\n{appName}',
  'email.savedSearch.subject':
    '{count, plural, one {# nouvelle subvention pour votre recherche « {name} »} many {# nouvelles subventions pour votre recherche « {name} »} other {# nouvelles subventions pour votre recherche « {name} »}}',
  'email.savedSearch.body':
    'Bonjour {userName},\n\n{count, plural, one {Une nouvelle subvention correspond à votre recherche enregistrée « {name} » :} many {# nouvelles subventions correspondent à votre recherche enregistrée « {name} » :} other {# nouvelles subventions correspondent à votre recherche enregistrée « {name} » :}}\n\n{list}\n\n{more, plural, =0 {Voir la recherche : {url}} one {Et # autre : {url}} many {Et # autres : {url}} other {Et # autres : {url}}}\n\nGérer vos recherches enregistrées : {manage}\n\nPour ne plus recevoir les e-mails de cette recherche, ouvrez : {unsubscribe}',
  'email.matches.subject':
    '{count, plural, one {# nouvelle subvention correspond à votre organisation} many {# nouvelles subventions correspondent à votre organisation} other {# nouvelles subventions correspondent à votre organisation}}',
  'email.matches.body':
    'Bonjour {name},\n\n{count, plural, one {Une nouvelle subvention correspond au profil de votre organisation :} many {# nouvelles subventions correspondent au profil de votre organisation :} other {# nouvelles subventions correspondent au profil de votre organisation :}}\n\n{list}\n\n{more, plural, =0 {Voir toutes vos correspondances : {url}} one {Et # autre : {url}} many {Et # autres : {url}} other {Et # autres : {url}}}{free, select, yes {\n\nAvec l’offre Gratuite, les alertes présentent jusqu’à {cap} nouvelles correspondances par semaine. Passez à Pro pour les voir toutes.} other {}}\n\nPour ne plus recevoir les alertes de nouvelles correspondances, ouvrez : {unsubscribe}',
  'email.matches.item': '• {title} ({funder}) · correspondance {score} %\n  {url}',
  'email.mention.subject': '{author} vous a mentionné : {grant}',
  'email.mention.body': 'Bonjour {name},\n\n{author} vous a mentionné dans un commentaire sur la candidature pour « {grant} » sur {appName} :\n\n{comment}\n\nLire et répondre : {url}\n\n{appName}',
  'email.assigned.subject': 'Candidature confiée : {grant}',
  'email.assigned.body':
    'Bonjour {name},\n\nVotre équipe vous a confié la candidature pour « {grant} » sur {appName}. Ses rappels d’échéance vous sont désormais envoyés.\n\nL’ouvrir : {url}\n\n{appName}',
  'email.invitation.subject': '{inviter} vous invite à rejoindre {organization} sur {appName}',
  'email.invitation.body':
    'Bonjour,\n\n{inviter} vous invite à rejoindre l’équipe de {organization} sur {appName}, comme {role}.\n\nAccepter l’invitation : {url}\n\nLe lien fonctionne une seule fois et expire le {expires}. Il a été envoyé à {email} : connectez-vous, ou créez un compte, avec cette adresse pour l’accepter.\n\nSi vous n’attendiez pas cette invitation, ignorez cet e-mail.\n\n{appName}',
  'email.grantChange.subject': 'Modifiée à sa source : {title}',
  'email.grantChange.body':
    'Bonjour {name},\n\n« {title} », une subvention que votre équipe a enregistrée ou à laquelle elle a postulé, a changé à sa source :\n\n{changes}\n\nVoir la subvention : {url}\n\nPour ne plus recevoir ces e-mails ni les rappels d’échéance, ouvrez : {unsubscribe}',
  'email.badgeUnderReview.subject': 'Votre badge {badge} est en cours d’examen',
  'email.badgeUnderReview.body':
    'Bonjour {name},\n\nAprès la mise à jour des listes de sanctions, un nom de votre organisation sur {appName} (celui de l’organisation ou d’une des personnes indiquées) correspond peut-être à une entrée d’une liste. Il s’agit le plus souvent d’homonymes. Un examinateur le vérifie ; d’ici là, la page de votre badge indique « en cours d’examen ».\n\nVous n’avez rien à faire : nous vous informerons dès que ce sera tranché.\n{url}\n\n{appName}',
  'email.action.verifyEmail': 'Confirmer mon adresse',
  'email.action.resetPassword': 'Choisir un nouveau mot de passe',
  'email.action.signIn': 'Se connecter',
  'email.action.seeGrant': 'Voir la subvention',
  'email.action.seeGrants': 'Voir les subventions',
  'email.action.openApplication': 'Ouvrir la candidature',
  'email.action.acceptInvitation': 'Accepter l’invitation',
  'email.action.seeVerification': 'Voir ma vérification',
  'email.action.openRequest': 'Ouvrir la demande',
  'email.action.openEngagement': 'Ouvrir la mission',
  'email.action.seeReceipt': 'Voir le reçu',
  'email.action.managePlan': 'Gérer mon abonnement',
  'email.action.readMessages': 'Lire les messages',
  'email.action.open': 'Ouvrir {appName}',
  'email.action.findExpert': 'Trouver un expert en subventions',
  'email.layout.footer': 'Vous recevez cet e-mail parce que vous avez un compte sur {appName}, ou avez été invité à en ouvrir un.',
}
