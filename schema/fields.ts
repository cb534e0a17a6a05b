import { z } from 'zod'
import { fontFamilyPattern, maxFontFamilyLength } from './grammar/isFontFamily.js'
import { maxWalletLinkLength, validateWalletLink } from './grammar/validateWalletLink.js'

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

/** Whether `value` is an absolute URL served over TLS, or plain http on the loopback host. */
function isSecureUrl(value: string, secure = 'https:', plain = 'http:'): boolean {
  const url = parseUrl(value)
  if (!url) return false
  if (url.protocol === secure) return true
  return url.protocol === plain && loopbackHosts.has(url.hostname)
}

function hasCredentials(value: string): boolean {
  const url = parseUrl(value)
  return Boolean(url && (url.username || url.password))
}

/** An `https:` URL (`http:` only for localhost / 127.0.0.1), with no credentials in it. */
export const httpsUrl = z
  .string()
  .refine((value) => isSecureUrl(value), {
    error: 'must be an https URL (http only for localhost / 127.0.0.1)',
  })
  .refine((value) => !hasCredentials(value), {
    error: 'must not embed credentials: pass secrets through environment variables',
  })

/** Whether `value` is an origin and nothing more: no path past `/`, no query, no fragment. */
function isBareOrigin(value: string): boolean {
  const url = parseUrl(value)
  return Boolean(url && url.pathname === '/' && !/[?#]/.test(value))
}

/**
 * The secure site of email login: an origin only (the kit loads `/frame` from it, so a path,
 * query or fragment would be dropped silently), `https:` (`http:` only on the loopback host).
 * @example secureSiteOrigin.safeParse('https://secure.example.com/tenant-a').success // false
 */
export const secureSiteOrigin = httpsUrl.refine((value) => isBareOrigin(value), {
  error:
    'must be an origin only (https://secure.example.com): the kit loads /frame from it, so a path, query or fragment would be dropped',
})

/**
 * Whether two URLs share an origin (scheme, host and port); `false` when either does not parse.
 * @example isSameOrigin('https://app.example/x', 'https://app.example') // true
 */
export function isSameOrigin(first: string, second: string): boolean {
  const [a, b] = [parseUrl(first), parseUrl(second)]
  return Boolean(a && b && a.origin === b.origin)
}

/** A `wss:` URL (`ws:` only for localhost / 127.0.0.1), with no credentials in it. */
export const wssUrl = z
  .string()
  .refine((value) => isSecureUrl(value, 'wss:', 'ws:'), {
    error: 'must be a wss URL (ws only for localhost / 127.0.0.1)',
  })
  .refine((value) => !hasCredentials(value), {
    error: 'must not embed credentials: pass secrets through environment variables',
  })

/**
 * A custom wallet's app link (`mobile_link`, `desktop_link`): an app's own scheme or an https
 * link, by the same rule the runtime applies before showing it (`schema/grammar`).
 * @example walletDeepLink.safeParse('intent:javascript:alert(1)#Intent;end').success // false
 */
export const walletDeepLink = z
  .string()
  .min(1, { error: 'must not be empty', abort: true })
  .max(maxWalletLinkLength, { abort: true })
  .refine((value) => validateWalletLink(value, 'deep') !== undefined, {
    error:
      'must be an app link (mywallet://) or an https link, never one that runs code, opens local data or opens an operating system protocol handler (javascript:, data:, file:, ms-msdt:, search-ms:, shell:, an intent: leading to one)',
  })

/**
 * A custom wallet's `webapp_link`: https without credentials, by the runtime's rule.
 * @example walletWebLink.safeParse('https://app.wallet.example').success // true
 */
export const walletWebLink = z
  .string()
  .refine((value) => validateWalletLink(value, 'web') !== undefined, {
    error: 'must be an https URL without credentials',
  })

/** A WalletConnect Cloud project id: 32 hexadecimal characters. */
export const projectId = z
  .string({ error: 'is required: a 32-character project id from your WalletConnect dashboard' })
  .regex(/^[0-9a-f]{32}$/, { error: 'must be 32 lowercase hexadecimal characters' })
  .describe('WalletConnect Cloud project id (32 lowercase hex characters).')

// Theme values end up inside CSS custom properties. Each grammar below is closed (no `;`, braces,
// quotes that close early, `url(`, comments or escapes), so a value cannot leave its declaration.
const colorPattern =
  /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|(rgb|rgba|hsl|hsla)\(\s*-?[\d.]+(deg|%)?(\s*[, ]\s*-?[\d.]+%?){2}(\s*[,/]\s*[\d.]+%?)?\s*\)|[a-z]{3,20})$/i
const lengthPattern = /^\d{1,3}(\.\d{1,3})?(px|rem|em)$/

/** A CSS color: hex, rgb(a)/hsl(a) with plain numbers, or a named color. */
export const cssColor = z.string().regex(colorPattern, {
  error: 'must be a CSS color such as #3396ff, rgb(51, 150, 255) or hsla(215, 100%, 60%, 1)',
})

/** A CSS length in px, rem or em, such as 10px. */
export const cssLength = z
  .string()
  .regex(lengthPattern, { error: 'must be a CSS length in px, rem or em, such as 10px' })

/**
 * A font-family list: names, spaces, commas, hyphens and closed quotes only. The parts of the
 * grammar the runtime's stylesheet applies (`isFontFamily` in `schema/grammar`), so a value
 * accepted here is never dropped there; kept as parts so the JSON Schema carries the pattern.
 * @example fontFamily.parse('"Bob\'s Font", sans-serif')
 */
export const fontFamily = z
  .string()
  .max(maxFontFamilyLength, { abort: true })
  .regex(fontFamilyPattern, {
    error: 'must be a font-family list of names, commas, hyphens and closed quotes only',
  })
