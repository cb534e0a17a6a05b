/**
 * Best guess whether the page runs on a phone or tablet: a mobile user agent, or a touch-first
 * device (coarse pointer, no hover). False outside a browser.
 * @example
 * createAppKit(config, { isMobile: detectMobile })
 */
export function detectMobile(): boolean {
  if (typeof navigator === 'undefined') return false
  if (/Android|webOS|iPhone|iPad|iPod|BlackBerry|Opera Mini|Mobile/i.test(navigator.userAgent)) {
    return true
  }
  try {
    return globalThis.matchMedia?.('(pointer: coarse) and (hover: none)').matches ?? false
  } catch {
    // Some embedded browsers expose a matchMedia that throws; treat them as desktop.
    return false
  }
}
