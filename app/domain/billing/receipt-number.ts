/** The receipt number a member sees and quotes: "HB-" and the receipt's sequence, six digits at least. */
export function receiptNumber(number: number) {
  return `HB-${String(number).padStart(6, '0')}`
}
