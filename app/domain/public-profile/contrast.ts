import { MIN_BRAND_CONTRAST } from '../../catalog/badge-check.ts'

/** A brand colour as the form takes it and the database keeps it: #rrggbb. */
export const HEX_COLOUR = /^#[0-9a-f]{6}$/

/** "#1A5C3A", " #1a5c3a " → "#1a5c3a"; null when it is not a six-digit hex colour. */
export function parseHexColour(input: unknown): string | null {
  if (typeof input !== 'string') return null
  const value = input.trim().toLowerCase()
  return HEX_COLOUR.test(value) ? value : null
}

/** WCAG 2 relative luminance of a #rrggbb colour (0 black … 1 white). */
export function relativeLuminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2)
}

/** WCAG 2 contrast ratio of two #rrggbb colours, 1 (none) to 21 (black on white), whichever is lighter. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

/** Whether white text on this colour (a brand band, a button) meets WCAG AA for normal text. */
export function carriesWhiteText(hex: string): boolean {
  return contrastRatio(hex, '#ffffff') >= MIN_BRAND_CONTRAST
}
