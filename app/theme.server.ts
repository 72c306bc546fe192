const THEMES = ['light', 'dark', 'system'] as const
export type Theme = (typeof THEMES)[number]

export function readThemeCookie(request: Request): Theme {
  const match = (request.headers.get('Cookie') ?? '').match(/(?:^|;\s*)theme=(light|dark|system)/)
  return (match?.[1] as Theme | undefined) ?? 'system'
}

export function parseTheme(value: unknown): Theme | null {
  return THEMES.includes(value as Theme) ? (value as Theme) : null
}

export function themeCookie(theme: Theme) {
  return `theme=${theme}; Path=/; SameSite=Lax; Max-Age=31536000`
}
