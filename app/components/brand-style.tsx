import { useNonce } from '../stylesheet.tsx'

const HEX = /^#[0-9a-f]{6}$/

/**
 * A Premium organization's white-label colours as CSS custom properties (--brand-primary,
 * --brand-accent) on the elements marked data-brand="{scope}", in a style block carrying this
 * response's CSP nonce. Colours were checked when saved (#rrggbb, white text at 4.5:1) and are
 * checked again here, so nothing but a colour is ever written into the style.
 */
export function BrandStyle({ brand, scope }: { brand: { primary: string | null; accent: string | null } | null; scope: string }) {
  const nonce = useNonce()
  if (!brand || !/^[a-z-]+$/.test(scope)) return null
  const rules = [brand.primary && HEX.test(brand.primary) ? `--brand-primary:${brand.primary}` : '', brand.accent && HEX.test(brand.accent) ? `--brand-accent:${brand.accent}` : ''].filter(Boolean)
  if (rules.length === 0) return null
  return <style nonce={nonce}>{`[data-brand="${scope}"]{${rules.join(';')}}`}</style>
}
