// How a browser judges `frame-ancestors` (CSP level 3, "Does url match expression"), for the
// doctor's check of the secure site: whether a page of the app's origin may show its frame.

/**
 * The `frame-ancestors` source lists of a Content-Security-Policy header, one per policy that has
 * the directive (several policies arrive joined by commas, and each must allow the framing), or
 * `undefined` when none has it (any page may then frame the site).
 * @example frameAncestorsOf("default-src 'self'; frame-ancestors https://app.example") // [['https://app.example']]
 */
export function frameAncestorsOf(header: string | null | undefined): string[][] | undefined {
  const lists: string[][] = []
  for (const policy of (header ?? '').split(',')) {
    for (const directive of policy.split(';')) {
      const [name, ...sources] = directive.trim().split(/\s+/)
      if (name?.toLowerCase() !== 'frame-ancestors') continue
      lists.push(sources)
      break
    }
  }
  return lists.length > 0 ? lists : undefined
}

const defaultPorts: Record<string, string> = { 'http:': '80', 'https:': '443' }

/** A scheme matches itself, and http: also matches https: (the upgrade CSP allows). */
const schemeMatches = (source: string, url: URL) =>
  source === url.protocol || (source === 'http:' && url.protocol === 'https:')

/** Whether a source lets any site of a scheme frame the page: `*`, `https:`, `https://*`. */
export const isOpenSource = (source: string) =>
  source === '*' || /^[a-z][a-z0-9+.-]*:(\/\/\*(:\*)?)?$/i.test(source)

function sourceMatches(source: string, url: URL, siteScheme: string): boolean {
  if (source === '*') return url.protocol === 'http:' || url.protocol === 'https:'
  if (/^[a-z][a-z0-9+.-]*:$/i.test(source)) return schemeMatches(source.toLowerCase(), url)
  const parsed =
    /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*|\*\.[^:/]+|\[[0-9a-f:.]+\]|[^:/*]+)(?::(\d+|\*))?\/?$/i.exec(
      source,
    )
  if (!parsed) return false
  const [, scheme, host = '', port] = parsed
  // A source without a scheme takes the scheme of the page it protects: the secure site's.
  if (!schemeMatches(scheme ? `${scheme.toLowerCase()}:` : siteScheme, url)) return false
  const hostname = url.hostname.toLowerCase()
  const wanted = host.toLowerCase()
  const hostOk =
    wanted === '*' ||
    (wanted.startsWith('*.') ? hostname.endsWith(wanted.slice(1)) : hostname === wanted)
  if (!hostOk) return false
  if (port === '*') return true
  // No port: the default one of the page's scheme; a port: that port (the default one written).
  const urlPort = url.port || defaultPorts[url.protocol] || ''
  return port === undefined ? url.port === '' : port === urlPort
}

/**
 * Whether every `frame-ancestors` list lets a page of `origin` frame a site at `siteUrl`
 * ('self' and 'none' allow no other site).
 * @example frameAncestorsAllow([['https://*.example.com']], 'https://app.example.com', 'https://secure.example') // true
 */
export function frameAncestorsAllow(
  lists: readonly (readonly string[])[],
  origin: string,
  siteUrl: string,
): boolean {
  const url = new URL(origin)
  const siteScheme = new URL(siteUrl).protocol
  return lists.every((sources) =>
    sources.some((source) => !source.startsWith("'") && sourceMatches(source, url, siteScheme)),
  )
}
