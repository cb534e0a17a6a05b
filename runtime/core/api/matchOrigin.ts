/**
 * Hosts the embedded wallet always accepts as ancestors, whatever the project's allow-list says
 * (SPEC section 6): local development, preview deployments, tunnels and the secure-mobile hosts.
 */
const alwaysAllowedOrigins = [
  'http://localhost:*',
  'https://localhost:*',
  'http://127.0.0.1:*',
  'https://127.0.0.1:*',
  'https://*.pages.dev',
  'https://*.vercel.app',
  'https://*.ngrok-free.app',
  'https://secure-mobile.walletconnect.com',
  'https://secure-mobile.walletconnect.org',
] as const

interface Pattern {
  scheme: string | undefined
  wildcard: boolean
  host: string
  port: string | undefined
}

const defaultPorts: Record<string, string> = { 'http:': '80', 'https:': '443' }

function parsePattern(text: string): Pattern | undefined {
  const match =
    /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}|\*))?\/?$/i.exec(
      text.trim(),
    )
  if (!match?.[3]) return undefined
  return {
    scheme: match[1] ? `${match[1].toLowerCase()}:` : undefined,
    wildcard: Boolean(match[2]),
    host: match[3].toLowerCase(),
    port: match[4],
  }
}

/**
 * Whether one allow-list entry admits an origin. Entries are written as in the dashboard:
 * `https://app.example.com`, `app.example.com` (http or https), `*.example.com` and
 * `https://*.vercel.app` (subdomains only, not the bare domain, as CSP `frame-ancestors` reads
 * them), `http://localhost:*` (any port); `*` alone admits everything. No port means the
 * scheme's default port.
 * @example originMatches('https://my-app.vercel.app', 'https://*.vercel.app') // true
 */
export function originMatches(origin: string, entry: string): boolean {
  if (entry.trim() === '*') return true
  const pattern = parsePattern(entry)
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  if (!pattern) return false
  if (pattern.scheme ? url.protocol !== pattern.scheme : !defaultPorts[url.protocol]) return false
  const host = url.hostname.toLowerCase()
  if (pattern.wildcard ? !host.endsWith(`.${pattern.host}`) : host !== pattern.host) return false
  if (pattern.port === '*') return true
  const port = url.port || defaultPorts[url.protocol]
  return port === (pattern.port ?? defaultPorts[url.protocol])
}

/**
 * The first entry that admits `origin`, from the project's list or else the always-allowed hosts.
 * @example matchOrigin('http://localhost:3000', []) // { entry: 'http://localhost:*', source: 'default' }
 */
export function matchOrigin(
  origin: string,
  allowedOrigins: readonly string[],
): { entry: string; source: 'project' | 'default' } | undefined {
  const project = allowedOrigins.find((entry) => originMatches(origin, entry))
  if (project !== undefined) return { entry: project, source: 'project' }
  const always = alwaysAllowedOrigins.find((entry) => originMatches(origin, entry))
  return always ? { entry: always, source: 'default' } : undefined
}
