/**
 * The `frame-ancestors` sources of a Content-Security-Policy header, or `undefined` when the
 * policy has no such directive (any page may then frame the site).
 * @example frameAncestorsOf("default-src 'self'; frame-ancestors https://app.example") // ['https://app.example']
 */
export function frameAncestorsOf(policy: string | null | undefined): string[] | undefined {
  for (const directive of (policy ?? '').split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/)
    if (name?.toLowerCase() === 'frame-ancestors') return sources
  }
  return undefined
}

const defaultPorts: Record<string, string> = { 'http:': '80', 'https:': '443' }

/** Whether one CSP host source (`https://*.example.com:443`, `example.com`, `https:`) matches. */
function sourceMatches(source: string, origin: URL): boolean {
  if (source === '*') return true
  if (/^[a-z][a-z0-9+.-]*:$/i.test(source)) return source.toLowerCase() === origin.protocol
  const parsed = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([^:/]+)(?::(\d+|\*))?\/?$/i.exec(source)
  if (!parsed) return false
  const [, scheme, wildcard, host = '', port] = parsed
  if (scheme && `${scheme.toLowerCase()}:` !== origin.protocol) return false
  const hostname = origin.hostname.toLowerCase()
  const wanted = host.toLowerCase()
  const hostOk = wildcard ? hostname.endsWith(`.${wanted}`) : hostname === wanted
  const originPort = origin.port || defaultPorts[origin.protocol] || ''
  const portOk =
    port === '*' ||
    (port ?? defaultPorts[scheme ? `${scheme.toLowerCase()}:` : origin.protocol]) === originPort
  return hostOk && portOk
}

/**
 * Whether `frame-ancestors` sources let a page of `origin` frame the site ('self' is not judged:
 * the app is on another site than its secure site).
 * @example frameAncestorsAllow(['https://*.example.com'], 'https://app.example.com') // true
 */
export function frameAncestorsAllow(sources: readonly string[], origin: string): boolean {
  const url = new URL(origin)
  return sources.some((source) => !source.startsWith("'") && sourceMatches(source, url))
}
