// Read when the kit mounts (it takes a mini-app's social result out of the address bar at once)
// and by the social login's chunk through the kernel.

/** The query parameter the consent page adds to the mini-app's page (SPEC section 2). */
const resultUriParameter = 'result_uri'

/** Reads a form-encoded query part ('+' is a space); `undefined` when it is not valid UTF-8. */
function decodeQueryPart(part: string): string | undefined {
  try {
    return decodeURIComponent(part.replaceAll('+', ' '))
  } catch {
    return undefined
  }
}

/**
 * The `result_uri` values of a page address, and the address without them (path, the other
 * query parameters untouched and in order, hash) for `history.replaceState`. The rest is cut
 * from the address as written, not rebuilt, so nothing else of the URL changes (no re-encoding
 * of the app's own parameters).
 * @example
 * readResultUri('https://app.example/p?a=1&result_uri=https%3A%2F%2Fs.example%2Fc&b=2#top')
 * // { resultUris: ['https://s.example/c'], rest: '/p?a=1&b=2#top' }
 */
export function readResultUri(href: string): { resultUris: string[]; rest: string } {
  const url = new URL(href)
  const resultUris: string[] = []
  const kept: string[] = []
  for (const part of url.search.slice(1).split('&')) {
    const separator = part.indexOf('=')
    const name = decodeQueryPart(separator === -1 ? part : part.slice(0, separator))
    if (name === resultUriParameter) {
      resultUris.push(separator === -1 ? '' : (decodeQueryPart(part.slice(separator + 1)) ?? ''))
    } else {
      kept.push(part)
    }
  }
  if (resultUris.length === 0) {
    return { resultUris, rest: `${url.pathname}${url.search}${url.hash}` }
  }
  const query = kept.length > 0 ? `?${kept.join('&')}` : ''
  return { resultUris, rest: `${url.pathname}${query}${url.hash}` }
}
