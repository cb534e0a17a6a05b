// Read when the kit mounts (it takes a mini-app's social result out of the address bar at once)
// and by the social login's chunk through the kernel.

/** The query parameter the consent page adds to the mini-app's page (SPEC section 2). */
const resultUriParameter = 'result_uri'
/** The kit's own parameter in the return address: the nonce of the login that left from here. */
export const socialNonceParameter = 'appkit_login'

/** Reads a form-encoded query part ('+' is a space); `undefined` when it is not valid UTF-8. */
function decodeQueryPart(part: string): string | undefined {
  try {
    return decodeURIComponent(part.replaceAll('+', ' '))
  } catch {
    return undefined
  }
}

/**
 * The `result_uri` values of a page address, the nonces of the kit's own `appkit_login`
 * parameter, and the address without either (path, the other query parameters untouched and in
 * order, hash) for `history.replaceState`. The rest is cut from the address as written, not
 * rebuilt, so nothing else of the URL changes (no re-encoding of the app's own parameters).
 * @example
 * readResultUri('https://app.example/p?a=1&result_uri=https%3A%2F%2Fs.example%2Fc&appkit_login=n&b=2#top')
 * // { resultUris: ['https://s.example/c'], nonces: ['n'], rest: '/p?a=1&b=2#top' }
 */
export function readResultUri(href: string): {
  resultUris: string[]
  nonces: string[]
  rest: string
} {
  const url = new URL(href)
  const resultUris: string[] = []
  const nonces: string[] = []
  const kept: string[] = []
  for (const part of url.search.slice(1).split('&')) {
    const separator = part.indexOf('=')
    const name = decodeQueryPart(separator === -1 ? part : part.slice(0, separator))
    const value = () => (separator === -1 ? '' : (decodeQueryPart(part.slice(separator + 1)) ?? ''))
    if (name === resultUriParameter) resultUris.push(value())
    else if (name === socialNonceParameter) nonces.push(value())
    else kept.push(part)
  }
  if (resultUris.length === 0) {
    return { resultUris, nonces, rest: `${url.pathname}${url.search}${url.hash}` }
  }
  const query = kept.length > 0 ? `?${kept.join('&')}` : ''
  return { resultUris, nonces, rest: `${url.pathname}${query}${url.hash}` }
}
