import { t, type MessageId } from '../../i18n/index.ts'

/**
 * The verification FAQ's questions and answers, by their numbers in the catalogue, for a loader to
 * pass to FaqList: the answers are long and shown on two pages only, so they stay out of every
 * page's catalogue (ADR 017).
 */
export function verificationFaq(numbers: readonly number[]) {
  return numbers.map((n) => ({ question: t(`trust.faq.${n}.q` as MessageId), answer: t(`trust.faq.${n}.a` as MessageId) }))
}
