// The wallet link grammar, shared by `appkit validate` (custom wallets) and the runtime (registry
// and custom wallets): one rule on both sides. Dependency-free by design (no imports at all), so
// the runtime can ship it without the schema.

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

// Operating system protocol handlers: each opens a part of the system, never a wallet, and a
// single click on some has run code or fetched files from anywhere. Every `ms-` scheme is one
// (Windows registers them for its own apps: `ms-msdt:` Follina CVE-2022-30190, `ms-officecmd:`
// 2021, `ms-appinstaller:` CVE-2021-43890, `ms-word:ofe|u|` opens a remote document, `ms-its:`
// Compiled HTML Help); the others are named here with what they do.
const osHandlerPrefix = 'ms-'
const osHandlerSchemes = new Set([
  'search-ms:', // Windows Search: shows a remote share's files as if they were local (2022 lures)
  'search:', // the older name of the same handler
  'shell:', // Explorer's shell namespace: opens any folder or program it names (shell:startup)
  'its:', // Compiled HTML Help (CHM), like ms-its: (with mhtml:, ran code from a web page in 2004)
  'mk:', // the same, as mk:@MSITStore:
  'mhtml:', // opens a page in Internet Explorer's engine from any browser (CVE-2024-38112)
  'hcp:', // Windows Help and Support Center (CVE-2010-1885)
  'res:', // reads resources out of local programs (res://x.dll/), to learn what is installed
  'microsoft-edge:', // hands any link to Edge, away from the browser the user chose
  'help:', // macOS Help Viewer (help:runscript= ran a script from a web page until 2004)
  'x-man-page:', // macOS: opens Terminal
  'itms-services:', // iOS: installs an enterprise-signed app from a manifest anywhere
  'smb:', // mount a remote share: its files then look local (and the system may sign in to it)
  'afp:',
  'nfs:',
  'jar:', // Firefox: reads a file inside any archive as a page of its site (XSS, fixed 2007)
])

/** Whether a scheme (lowercase, with its colon) is refused as a link target of any kind. */
function isBlockedScheme(scheme: string): boolean {
  return (
    blockedSchemes.has(scheme) || osHandlerSchemes.has(scheme) || scheme.startsWith(osHandlerPrefix)
  )
}

// Schemes that Android turns into an intent: an `intent:` link is judged below; one nested in
// another, or an `android-app:` link (whose path names the scheme to open), is never accepted.
const intentSchemes = new Set(['intent:', 'android-app:'])

/** What a link is for: `web` links open a page and must be https; `deep` links may open an app. */
export type WalletLinkKind = 'web' | 'deep'

const schemeSyntax = /^[a-z][a-z0-9+.-]*$/i
const packageSyntax = /^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)+$/i
// Android types an extra by a one-letter prefix: String, Boolean, byte, char, double, float,
// int, long, short. Any other prefix makes Intent.parseUri throw.
const extraSyntax = /^[SBbcdfils]\.(.+)$/
// The keys an app link needs. Intent.parseUri knows more, refused here on purpose: `component`
// reaches an app's non-browsable activities, `SEL` (a selector intent) has been used to get past
// the browser's BROWSABLE check, `launchFlags` can grant URI permissions.
const intentKeys = new Set(['action', 'category', 'type', 'package', 'scheme'])

function isHttps(url: URL): boolean {
  // Credentials in a link hide where it really goes (https://metamask.io@evil.example).
  return url.protocol === 'https:' && url.username === '' && url.password === ''
}

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text)
  } catch {
    return undefined
  }
}

function isAppScheme(scheme: string | undefined): boolean {
  if (scheme === undefined || !schemeSyntax.test(scheme)) return false
  const name = `${scheme.toLowerCase()}:`
  return !isBlockedScheme(name) && !intentSchemes.has(name)
}

// One `key=value` of an intent, both percent-decoded as Android decodes them (the key is decoded
// whole, which refuses more than Android: `sch%65me=` is read as `scheme=`).
function isSafeIntentItem(item: string, schemes: string[]): boolean {
  const at = item.indexOf('=')
  const key = at > 0 ? decode(item.slice(0, at)) : undefined
  const value = at > 0 ? decode(item.slice(at + 1)) : undefined
  if (key === undefined || value === undefined) return false
  if (key === 'scheme') schemes.push(value)
  if (key === 'package') return packageSyntax.test(value)
  if (intentKeys.has(key)) return true
  const extra = extraSyntax.exec(key)?.[1]
  if (extra === undefined) return false
  // Browsers read `S.browser_fallback_url`; any spelling of it must be a plain https link.
  return (
    extra.toLowerCase() !== 'browser_fallback_url' || validateWalletLink(value, 'web') !== undefined
  )
}

/**
 * Reads an `intent:` link as Android's `Intent.parseUri` does (the data before `#Intent;`, then
 * `key=value;` pairs up to a final `end`, `scheme=` replacing the data's scheme) and says whether
 * everything it could open is an app scheme or a plain https page. Anything it cannot read that
 * way (no `#Intent;`, no final `end`, a second `#`, undecodable escapes, unknown keys) is refused.
 */
function isSafeIntent(href: string): boolean {
  const hash = href.indexOf('#')
  if (hash < 0 || hash !== href.lastIndexOf('#')) return false
  const items = href.slice(hash + 1).split(';')
  if (items.shift() !== 'Intent' || items.pop() !== 'end') return false
  const schemes: string[] = []
  if (!items.every((item) => isSafeIntentItem(item, schemes))) return false
  // The data part may carry its own scheme (`intent:javascript:...`): without `scheme=`, Android
  // opens it as it is. Both are judged, whichever wins.
  const data = href.slice('intent:'.length, hash)
  const own = /^([^/?#]*):/.exec(data)?.[1]
  const param = schemes.at(-1)
  if (own !== undefined) schemes.push(decode(own) ?? '')
  if (!schemes.every(isAppScheme)) return false
  const opened = param === undefined ? data : `${param}:${data}`
  if (!/^https:/i.test(opened)) return true
  try {
    return isHttps(new URL(opened))
  } catch {
    return false
  }
}

/**
 * Checks an untrusted wallet link (registry, custom wallet) before anything may navigate to it,
 * and returns it normalized by `new URL`, or `undefined` when it is rejected (SECURITY.md): web
 * and universal links must be `https:` without credentials; deep links may use an app's own
 * scheme (`metamask://`), never `javascript:`, `data:`, `vbscript:`, `file:`, `blob:`, nor an
 * operating system protocol handler (`ms-msdt:`, `search-ms:`, `shell:`...), and an `intent:`
 * link may lead to nothing else either. A rejected link disables that link only.
 * @example
 * validateWalletLink('metamask://', 'deep') // 'metamask://'
 * validateWalletLink('https://app.safe.global', 'web') // 'https://app.safe.global/'
 * validateWalletLink('javascript:alert(1)', 'deep') // undefined
 * validateWalletLink('ms-msdt:/id PCWDiagnostic', 'deep') // undefined
 * validateWalletLink('intent://x#Intent;scheme=j%61vascript;end', 'deep') // undefined
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
  // `url.protocol` is lowercase and free of the spaces and controls the parser dropped, so
  // `MS-MSDT:`, ` ms-msdt:` and `ms-\tmsdt:` all meet the same rule.
  if (kind === 'web' || url.protocol === 'https:' || isBlockedScheme(url.protocol)) {
    return undefined
  }
  if (url.protocol === 'android-app:') return undefined
  // What a browser navigates to is the normalized href, so that is what is read.
  if (url.protocol === 'intent:' && !isSafeIntent(url.href)) return undefined
  return url.href
}
