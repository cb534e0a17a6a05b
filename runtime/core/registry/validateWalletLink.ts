/** Longest link kept (registry links are short; a huge one is not a link). */
export const maxWalletLinkLength = 2048

// Schemes that run code, read local data or wrap content instead of opening an app. `http:` is
// here too: a web or universal link must be https (SECURITY.md, "Untrusted data").
const blockedSchemes = new Set([
  'javascript:',
  'data:',
  'vbscript:',
  'file:',
  'blob:',
  'about:',
  'filesystem:',
  'http:',
])

/** What a link is for: `web` links open a page and must be https; `deep` links may open an app. */
export type WalletLinkKind = 'web' | 'deep'

function isHttps(url: URL): boolean {
  // Credentials in a link hide where it really goes (https://metamask.io@evil.example).
  return url.protocol === 'https:' && url.username === '' && url.password === ''
}

/**
 * An Android `intent:` link is safe when neither its `scheme=` nor its browser fallback leads to
 * a blocked scheme: `S.browser_fallback_url` must itself be an https link.
 */
function isSafeIntent(url: URL): boolean {
  for (const part of url.hash.replace(/^#/, '').split(';')) {
    const at = part.indexOf('=')
    if (at < 0) continue
    const key = part.slice(0, at).toLowerCase()
    const value = part.slice(at + 1)
    if (key === 'scheme') {
      const scheme = `${value.toLowerCase()}:`
      if (blockedSchemes.has(scheme) || scheme === 'intent:') return false
    } else if (key === 's.browser_fallback_url') {
      let fallback: string
      try {
        fallback = decodeURIComponent(value)
      } catch {
        return false
      }
      if (validateWalletLink(fallback, 'web') === undefined) return false
    }
  }
  return true
}

/**
 * Checks an untrusted wallet link (registry, custom wallet) before anything may navigate to it,
 * and returns it normalized by `new URL`, or `undefined` when it is rejected (SECURITY.md): web
 * and universal links must be `https:` without credentials; deep links may use an app's own
 * scheme (`metamask://`), never `javascript:`, `data:`, `vbscript:`, `file:`, `blob:`, and an
 * `intent:` link may not fall back to those. A rejected link disables that link only.
 * @example
 * validateWalletLink('metamask://', 'deep') // 'metamask://'
 * validateWalletLink('https://app.safe.global', 'web') // 'https://app.safe.global/'
 * validateWalletLink('javascript:alert(1)', 'deep') // undefined
 */
export function validateWalletLink(value: unknown, kind: WalletLinkKind): string | undefined {
  if (typeof value !== 'string' || value.length > maxWalletLinkLength) return undefined
  let url: URL
  try {
    // The parser strips tabs, newlines and outer spaces, so `java\tscript:` is caught below.
    url = new URL(value.trim())
  } catch {
    return undefined
  }
  if (isHttps(url)) return url.href
  if (kind === 'web' || url.protocol === 'https:' || blockedSchemes.has(url.protocol)) {
    return undefined
  }
  if (url.protocol === 'intent:' && !isSafeIntent(url)) return undefined
  return url.href
}
