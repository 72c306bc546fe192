import { START_WORDS, STOP_WORDS } from '../../catalog/messaging.ts'

const normal = (text: string) =>
  text
    .trim()
    .replace(/[.!]+$/, '')
    .toLocaleUpperCase('en')

/** What a reply from a phone asks: to stop the messages on its channel, to start them again, or nothing. */
export function replyAction(text: string): 'stop' | 'start' | null {
  const word = normal(text)
  if ((STOP_WORDS as readonly string[]).includes(word)) return 'stop'
  if ((START_WORDS as readonly string[]).includes(word)) return 'start'
  return null
}
