const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]'])

// Checkout URLs carry an order id and a few parameters; one longer than this is not one to open.
const maxUrlLength = 4096

function parse(value: string): URL | undefined {
  if (value.length > maxUrlLength) return undefined
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

const isLoopback = (url: URL) => loopbackHosts.has(url.hostname)

/**
 * Whether the kit may open `url` as an onramp provider's checkout (or as the provider's own
 * site): it must parse, carry no credentials, be on exactly the origin of `providerUrl`, and be
 * `https:`. Plain `http:` is allowed only on a loopback host (127.0.0.1, localhost, [::1]) and
 * only while the Blockchain API itself is on one: the sandbox's stand-in providers. Anything
 * else (`javascript:`, `data:`, another site, a look-alike host) is refused: the page opened
 * takes the user's card details.
 * @example
 * isOpenableCheckoutUrl('https://pay.example/checkout/1', 'https://pay.example', 'https://rpc.walletconnect.org') // true
 * isOpenableCheckoutUrl('https://evil.example/checkout/1', 'https://pay.example', 'https://rpc.walletconnect.org') // false
 */
export function isOpenableCheckoutUrl(
  url: string,
  providerUrl: string,
  blockchainApiUrl: string,
): boolean {
  const target = parse(url)
  const provider = parse(providerUrl)
  if (!target || !provider || target.username || target.password) return false
  // Checked before the origins: every `javascript:` or `data:` URL has the same origin, 'null'.
  const secure = target.protocol === 'https:'
  const sandbox = target.protocol === 'http:' && isLoopback(target)
  if (!secure && !sandbox) return false
  if (target.origin !== provider.origin) return false
  if (secure) return true
  const api = parse(blockchainApiUrl)
  return api !== undefined && isLoopback(api)
}
