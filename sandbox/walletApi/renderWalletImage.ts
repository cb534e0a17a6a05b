/**
 * Draws a stand-in wallet logo as SVG: a rounded square in a colour derived from the image id,
 * with the wallet's initials, so every wallet looks different and no image file is shipped.
 * @example renderWalletImage('metamask-logo') // '<svg xmlns=...>...</svg>'
 */
export function renderWalletImage(imageId: string): string {
  let hash = 0
  for (const char of imageId) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0
  const hue = hash % 360
  const words = imageId.replace(/-logo$/, '').split('-')
  // Two words give their initials (trust-wallet: TW), one word its first two letters (ME).
  const initials = (words.length > 1 ? words.map((word) => word[0] ?? '').join('') : imageId)
    .slice(0, 2)
    .toUpperCase()
    // The id comes from the URL: keep only characters that cannot break out of the text node.
    .replace(/[^A-Z0-9]/g, '')
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<rect width="96" height="96" rx="24" fill="hsl(${hue}, 70%, 45%)"/>`,
    '<text x="48" y="60" font-family="sans-serif" font-size="36" text-anchor="middle" fill="#fff">',
    `${initials}</text></svg>`,
  ].join('')
}
