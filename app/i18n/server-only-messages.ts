/**
 * Messages only the server ever renders (ADR 017): email subjects and bodies; the texts of the legal
 * and help pages, the landing page, the Trust Center and How it works, which their loaders build
 * (app/domain/legal/*-content.server.ts, app/domain/marketing/*.server.ts) and pass as loader data;
 * and the automated checks' texts, which only admins read (check-texts.server.ts). The browser
 * build leaves them out of the catalogue it ships (vite.config.ts), which keeps every page's
 * JavaScript within its budget as the texts grow. server-only-messages.test.ts checks that no
 * module the browser loads asks for one.
 */
export const SERVER_ONLY_PREFIXES = ['email.', 'terms.', 'privacy.', 'cookies.', 'refunds.', 'about.', 'help.', 'experts.', 'trust.', 'how.', 'home.', 'checks.'] as const

const entry = (prefix: string) => new RegExp(String.raw`^[ \t]*'${prefix.replace('.', String.raw`\.`)}[^']*':\s*(?:'(?:[^'\\\n]|\\.)*'|\`[^\`]*\`)\s*,?[ \t]*\n`, 'gm')

/** The catalogue's source without its server-only entries. */
export function withoutServerOnlyMessages(source: string): string {
  return SERVER_ONLY_PREFIXES.reduce((code, prefix) => code.replace(entry(prefix), ''), source)
}
