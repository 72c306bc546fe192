/** The embeddable badge's size in CSS pixels: the image draws at it, and the embed code states it. */
export const BADGE_IMAGE_SIZE = { width: 320, height: 64 } as const
