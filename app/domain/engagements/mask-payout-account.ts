/**
 * A payout account as emails and pages name it: its kind (acct_ or RCP_) and its last four
 * characters, enough for the expert to recognise it and too little to copy it.
 */
export function maskPayoutAccount(account: string): string {
  const prefix = /^(acct_|RCP_)/.exec(account)?.[1] ?? ''
  return `${prefix}••••${account.slice(-4)}`
}
