import { buildRequestLink, type SentWalletRequest } from './buildRequestLink.js'

/** The page the wallet is opened from: `window`, or a stand-in in tests. */
export interface RequestLinkPage {
  open(url: string, target: string, features: string): unknown
  document: { hasFocus(): boolean }
}

/**
 * After a request went out over WalletConnect, opens the wallet the user paired with by link
 * (the kit's own deep-link choice, never the SDK's), so a phone user lands in the wallet to
 * approve it. Nothing happens without a stored choice, with a link that fails the checks of
 * `buildRequestLink`, or when the page is not focused (a background tab must not navigate).
 * Universal links (https) open in a new tab; app links replace nothing, they hand over to the app.
 * Returns the URL opened, if any.
 * @example
 * openWalletForRequest(storage.get(storageKeys.deepLinkChoice)?.href, { id, topic }, window)
 */
export function openWalletForRequest(
  storedHref: unknown,
  request: SentWalletRequest,
  page: RequestLinkPage,
): string | undefined {
  if (storedHref === undefined) return undefined
  const url = buildRequestLink(storedHref, request)
  if (!url || !page.document.hasFocus()) return undefined
  page.open(url, url.startsWith('https:') ? '_blank' : '_self', 'noreferrer noopener')
  return url
}
