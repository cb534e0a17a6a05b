const touchFirstQuery = '(pointer: coarse) and (hover: none)'

// One MediaQueryList per `matchMedia` (per window): its `matches` is live, so it is asked once and
// read afterwards. Creating a query during a render (the Connect view groups its wallets with
// this) is work the opening click should not pay for every time.
const queries = new WeakMap<object, MediaQueryList | null>()

function touchFirst(): boolean {
  const matchMedia = globalThis.matchMedia
  if (typeof matchMedia !== 'function') return false
  let query = queries.get(matchMedia)
  if (query === undefined) {
    try {
      query = matchMedia.call(globalThis, touchFirstQuery) ?? null
    } catch {
      // Some embedded browsers expose a matchMedia that throws; treat them as desktop.
      query = null
    }
    queries.set(matchMedia, query)
  }
  return query?.matches ?? false
}

/**
 * Best guess whether the page runs on a phone or tablet: a mobile user agent, or a touch-first
 * device (coarse pointer, no hover). False outside a browser. Cheap to call often: the media
 * query is created once per window and read live.
 * @example
 * createAppKit(config, { isMobile: detectMobile })
 */
export function detectMobile(): boolean {
  if (typeof navigator === 'undefined') return false
  if (/Android|webOS|iPhone|iPad|iPod|BlackBerry|Opera Mini|Mobile/i.test(navigator.userAgent)) {
    return true
  }
  return touchFirst()
}
