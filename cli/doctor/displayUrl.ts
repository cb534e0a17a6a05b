/**
 * A URL safe to print: no credentials, no query string, and long token-like path segments (API
 * keys such as `/v2/<key>`) masked, since RPC URLs often carry a key and reports end up in CI logs.
 * @example displayUrl('https://eth-mainnet.g.alchemy.com/v2/abcdefghijklmnopqrstuvwx') // 'https://eth-mainnet.g.alchemy.com/v2/***'
 */
export function displayUrl(value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return '(not a URL)'
  }
  const path = url.pathname
    .split('/')
    .map((segment) => (/^[A-Za-z0-9_-]{20,}$/.test(segment) ? '***' : segment))
    .join('/')
  return `${url.origin}${path === '/' ? '' : path}`
}
