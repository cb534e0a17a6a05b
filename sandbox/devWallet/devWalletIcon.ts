// A wallet glyph on the kit's sandbox green: recognisable in a wallet list, and obviously not a
// real wallet's logo.
const svg = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
  '<rect width="96" height="96" rx="22" fill="#1f9d6b"/>',
  '<rect x="18" y="28" width="60" height="42" rx="8" fill="#fff"/>',
  '<rect x="52" y="42" width="26" height="14" rx="7" fill="#1f9d6b"/>',
  '<circle cx="60" cy="49" r="3" fill="#fff"/>',
  '<path d="M24 28l34-10 4 10" fill="none" stroke="#fff" stroke-width="5" stroke-linejoin="round"/>',
  '</svg>',
].join('')

/**
 * The dev wallet's icon as an RFC 2397 data URI, as EIP-6963 requires of `info.icon`.
 * @example
 * img.src = devWalletIcon
 */
export const devWalletIcon = `data:image/svg+xml,${encodeURIComponent(svg)}`

/**
 * The same icon base64-encoded, the form the Wallet Standard requires of a wallet's `icon`.
 * @example wallet.icon === devWalletIconBase64
 */
export const devWalletIconBase64 = `data:image/svg+xml;base64,${btoa(svg)}` as const
