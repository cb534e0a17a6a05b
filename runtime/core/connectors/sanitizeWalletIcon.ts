/** Longest icon accepted, in characters (a data URL of a large PNG is ~100 KB). */
export const maxWalletIconLength = 512 * 1024

const dataImage = /^data:image\/[a-z0-9.+-]+(;[a-z0-9.+=-]+)*,/i

/**
 * Keeps an untrusted wallet icon only if it is a `data:image/...` URL or an `https:` URL; anything
 * else (`javascript:`, `http:`, relative paths, oversized values) is `undefined`. The result is
 * only ever used as an `<img src>`, where even an SVG cannot run script.
 * @example
 * sanitizeWalletIcon('https://wallet.example/icon.png') // 'https://wallet.example/icon.png'
 * sanitizeWalletIcon('javascript:alert(1)') // undefined
 */
export function sanitizeWalletIcon(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > maxWalletIconLength) return undefined
  const icon = value.trim()
  if (dataImage.test(icon)) return icon
  try {
    const url = new URL(icon)
    return url.protocol === 'https:' ? url.href : undefined
  } catch {
    return undefined
  }
}
