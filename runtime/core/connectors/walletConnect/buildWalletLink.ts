import { validateWalletLink } from '../../registry/validateWalletLink.js'

/** Which of a wallet's links: its phone app, its desktop app, or its web app. */
export type WalletLinkTarget = 'mobile' | 'desktop' | 'webapp'

/** A link that opens a wallet on a pairing URI. */
export interface WalletLink {
  /** Where the button goes: the wallet's link with `wc?uri=<pairing URI>`. */
  href: string
  /** The wallet's own link, as checked (kept as the deep-link choice). */
  base: string
}

const bareScheme = /^([a-z][a-z0-9+.-]*):?\/*$/i

/**
 * Builds the link that opens a wallet on a WalletConnect pairing URI from the wallet's untrusted
 * `mobile_link`, `desktop_link` or `webapp_link` (SECURITY.md, "Untrusted data"): checked with
 * `validateWalletLink` (web apps and universal links `https:` only; app links may use their own
 * scheme but never `javascript:`, `data:`, `vbscript:`, `file:`, `blob:`, nor an `intent:`
 * falling back to one), with a bare scheme (`trust`, `trust:`) read as `trust://`. A rejected link
 * gives `undefined`: that link is disabled and nothing navigates.
 * @example
 * buildWalletLink('mobile', 'metamask://', uri)?.href // 'metamask://wc?uri=wc%3A...'
 * buildWalletLink('mobile', 'https://metamask.app.link', uri)?.href // 'https://metamask.app.link/wc?uri=...'
 * buildWalletLink('mobile', 'javascript:alert(1)', uri) // undefined
 */
export function buildWalletLink(
  target: WalletLinkTarget,
  link: string | undefined,
  uri: string,
): WalletLink | undefined {
  if (!link || !/^wc:[^\s]+$/.test(uri)) return undefined
  const text = link.trim()
  const scheme = bareScheme.exec(text)?.[1]
  const base = validateWalletLink(
    scheme ? `${scheme}://` : text,
    target === 'webapp' ? 'web' : 'deep',
  )
  if (!base) return undefined
  const href = `${base.endsWith('/') ? base : `${base}/`}wc?uri=${encodeURIComponent(uri)}`
  // The finished link must still be the wallet's: same scheme and, for https, the same host (an
  // app link's "host" is its first path word, which `wc` may become).
  try {
    const built = new URL(href)
    const checked = new URL(base)
    if (built.protocol !== checked.protocol) return undefined
    if (checked.protocol === 'https:' && built.host !== checked.host) return undefined
  } catch {
    return undefined
  }
  return { href, base }
}
