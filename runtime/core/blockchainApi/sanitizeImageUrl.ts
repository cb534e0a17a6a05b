const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

// Longer than any real icon or avatar URL; a longer one is junk or an attempt to bloat the page.
const maxUrlLength = 2048

/**
 * Keeps an untrusted image URL from a Blockchain API answer (token icon, NFT image, avatar) only if
 * it is `https:`, or `http:` on the loopback host (the sandbox's stand-in serves its icons there);
 * anything else (`javascript:`, `data:`, plain `http:`, relative, oversized) is `''`. The result
 * is only ever an `<img src>`.
 * @example
 * sanitizeImageUrl('https://cdn.example/usdc.png') // 'https://cdn.example/usdc.png'
 * sanitizeImageUrl('http://evil.example/x.png') // ''
 */
export function sanitizeImageUrl(value: unknown): string {
  if (typeof value !== 'string' || value.length > maxUrlLength) return ''
  try {
    const url = new URL(value.trim())
    if (url.username || url.password) return ''
    if (url.protocol === 'https:') return url.href
    return url.protocol === 'http:' && loopbackHosts.has(url.hostname) ? url.href : ''
  } catch {
    return ''
  }
}
