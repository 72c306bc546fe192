/**
 * The brotli quality pages are compressed at (0–11). The compression middleware's default is 4;
 * 5 made /discover 2 kB smaller for about half a millisecond more per page; 6 takes another 0.15 kB
 * off (the last bytes to /discover's 18 kB, issue 27) for about a millisecond more; 11 would take
 * 4 kB more for 130 ms (docs/decisions/066-fewer-bytes.md).
 */
export const BROTLI_QUALITY = 6
