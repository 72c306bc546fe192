/**
 * The brotli quality pages are compressed at (0–11). The compression middleware's default is 4;
 * 5 makes /discover 2 kB smaller for about half a millisecond more per page, where 11 would make
 * it 4 kB smaller still for 130 ms (docs/decisions/066-fewer-bytes.md).
 */
export const BROTLI_QUALITY = 5
