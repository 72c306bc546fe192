/**
 * The local model's token count: words and punctuation marks, as a rough stand-in for a real
 * tokenizer (deterministic, so tests can name the figure).
 */
export function countTokens(text: string): number {
  return text.match(/[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu)?.length ?? 0
}
