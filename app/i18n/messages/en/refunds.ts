export default {
  'refunds.title': 'Refund Policy',
  'refunds.description': 'When payments on {appName} are refunded: the 30-day rule for rejected verification applications, plans and double payments.',
  'refunds.intro': 'This policy says when you get your money back for a payment on {appName}. It is the rule the site itself applies.',
  'refunds.verification': 'Verification fees',
  'refunds.verificationBody':
    'A verification fee ({range}) pays for the review of your application. You pay it at the last step of the application, before you submit it. Once the application is approved the fee is not refunded: the review has been done. While an application is being reviewed it cannot be refunded.',
  'refunds.rejected': 'If your application is rejected: the {days}-day rule',
  'refunds.rejectedBody':
    'Our reviewers tell you why, by email and in a notification. For {days} days from the moment of the decision you can choose one of two things on your application’s page: correct it and resubmit it free of charge, with your payment still counting, or ask for a refund of the fee. After {days} days neither is possible.',
  'refunds.rejectedRefund':
    'A refund goes back through the payment provider you paid with, to the way you paid. It is recorded on your application only once the provider has accepted it; if the provider refuses, nothing changes and you can try again within the {days} days.',
  'refunds.rejectedAgain': 'A resubmitted application is reviewed again. If it is rejected again, a new {days} days start from that decision.',
  'refunds.plans': 'Plans',
  'refunds.plansBody':
    'Pro ({pro} a year) and Premium ({premium} a year) are bought for one year and are not refunded once paid. They are never charged again automatically, so you do not pay for a year you did not choose to buy.',
  'refunds.twice': 'Paid twice by mistake',
  'refunds.twiceBody':
    'If the same thing is paid for twice (a double tap, two open tabs), the second payment is refunded automatically, without you asking. If the payment provider refuses that refund we try again every 15 minutes, and after five tries our team settles it by hand.',
  'refunds.questions': 'Questions',
  'refunds.questionsBody': 'If you think a payment was taken in error, tell us through the contact form with the topic “Payments and refunds”.',
}
