// Each component from its own package: the umbrella @react-email/components also loads its code
// block (Prism), Markdown and Tailwind parts into every process that renders an email.
import { Body } from '@react-email/body'
import { Button } from '@react-email/button'
import { Container } from '@react-email/container'
import { Head } from '@react-email/head'
import { Heading } from '@react-email/heading'
import { Hr } from '@react-email/hr'
import { Html } from '@react-email/html'
import { Link } from '@react-email/link'
import { Preview } from '@react-email/preview'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'
import { type CSSProperties, createElement as h, Fragment, type ReactNode } from 'react'
import { directionOf, type Language } from '../i18n/languages.ts'
import type { EmailRun } from './email-blocks.ts'

/**
 * The one layout of every email and its few blocks (ADR 065). Written with createElement, not JSX:
 * the mailer is loaded by Node as it stands (server/services.ts), and Node reads TypeScript, not JSX.
 * Colours hold in light and dark mail programs alike: the button is dark green with white words in
 * both, and a dark program that honours prefers-color-scheme gets the dark colours below.
 */
const COLORS = { page: '#f3f5f7', card: '#ffffff', text: '#1b2430', muted: '#4b5563', brand: '#0b6b4f', link: '#0b57a8', button: '#0b6b4f', buttonText: '#ffffff', rule: '#d5dbe1' }

const DARK_MODE_CSS = `:root{color-scheme:light dark;supported-color-schemes:light dark}
@media (prefers-color-scheme:dark){.email-page,.email-page>table>tbody>tr>td{background-color:#0b0f14!important}.email-card{background-color:#161c24!important}.email-text{color:#e7ecf2!important}.email-muted{color:#b6c0cc!important}.email-brand{color:#7fd6b4!important}.email-link{color:#8cc8ff!important}}
[data-ogsc] .email-card{background-color:#161c24!important}[data-ogsc] .email-text{color:#e7ecf2!important}[data-ogsc] .email-muted{color:#b6c0cc!important}[data-ogsc] .email-brand{color:#7fd6b4!important}[data-ogsc] .email-link{color:#8cc8ff!important}`

/** Links break anywhere: a long address never pushes a narrow screen sideways. */
const WRAP: CSSProperties = { overflowWrap: 'anywhere', wordBreak: 'break-word' }

/** Arabic is written right to left and aligned right; mail programs do not all know `start`, so the side is said outright. */
const sideOf = (language: Language): 'left' | 'right' => (directionOf(language) === 'rtl' ? 'right' : 'left')

export function EmailLayout(props: { language: Language; appName: string; subject: string; preview: string; footer: string; children?: ReactNode }) {
  const dir = directionOf(props.language)
  const textAlign = sideOf(props.language)
  return h(
    Html,
    { lang: props.language, dir },
    h(
      Head,
      null,
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('meta', { name: 'color-scheme', content: 'light dark' }),
      h('meta', { name: 'supported-color-schemes', content: 'light dark' }),
      h('title', null, props.subject),
      h('style', null, DARK_MODE_CSS),
    ),
    h(
      Body,
      { className: 'email-page', dir, style: { margin: 0, padding: '16px 8px', backgroundColor: COLORS.page, fontFamily: 'Arial, Helvetica, sans-serif' } },
      props.preview ? h(Preview, null, props.preview) : null,
      h(
        Container,
        { className: 'email-card', dir, style: { maxWidth: '560px', padding: '20px 16px', backgroundColor: COLORS.card, borderRadius: '8px', textAlign } },
        h(Text, { className: 'email-brand', style: { margin: '0 0 8px', fontSize: '18px', fontWeight: 700, color: COLORS.brand, textAlign } }, props.appName),
        h(Heading, { as: 'h1', className: 'email-text', style: { margin: '0 0 16px', fontSize: '22px', lineHeight: '30px', color: COLORS.text, textAlign, ...WRAP } }, props.subject),
        props.children,
        h(Hr, { style: { borderColor: COLORS.rule, margin: '24px 0 12px' } }),
        h(Text, { className: 'email-muted', style: { margin: 0, fontSize: '13px', lineHeight: '20px', color: COLORS.muted, textAlign } }, props.footer),
      ),
    ),
  )
}

/** A paragraph of the text, line by line, its links made links. */
export function EmailParagraph(props: { language: Language; lines: EmailRun[][] }) {
  return h(
    Text,
    { className: 'email-text', style: { margin: '0 0 16px', fontSize: '16px', lineHeight: '24px', color: COLORS.text, textAlign: sideOf(props.language), ...WRAP } },
    props.lines.map((runs, i) =>
      h(
        Fragment,
        { key: i },
        i > 0 ? h('br') : null,
        runs.map((run, j) => ('url' in run ? h(Link, { key: j, href: run.url, className: 'email-link', style: { color: COLORS.link, textDecoration: 'underline', ...WRAP } }, run.url) : run.text)),
      ),
    ),
  )
}

/** The email's action: a button to its main link, and the link written out beneath it for programs that drop buttons. */
export function EmailAction(props: { language: Language; label: string; url: string }) {
  const textAlign = sideOf(props.language)
  return h(
    Section,
    { style: { margin: '4px 0 20px', textAlign } },
    h(
      Button,
      {
        href: props.url,
        className: 'email-button',
        style: {
          backgroundColor: COLORS.button,
          color: COLORS.buttonText,
          padding: '12px 20px',
          borderRadius: '6px',
          fontSize: '16px',
          fontWeight: 700,
          lineHeight: '22px',
          textDecoration: 'none',
          textAlign: 'center',
        },
      },
      props.label,
    ),
    h(
      Text,
      { className: 'email-muted', style: { margin: '8px 0 0', fontSize: '13px', lineHeight: '18px', color: COLORS.muted, textAlign, ...WRAP } },
      h(Link, { href: props.url, className: 'email-link', style: { color: COLORS.link, ...WRAP } }, props.url),
    ),
  )
}
