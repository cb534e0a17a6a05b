import { validateWalletLink } from '../../registry/validateWalletLink.js'

/** A request the WalletConnect SDK just sent to the wallet over the relay. */
export interface SentWalletRequest {
  /** The request's JSON-RPC id, which the wallet looks up when it opens. */
  id: number
  /** The session the request was sent on. */
  topic: string
}

const topicPattern = /^[0-9a-f]{64}$/

/**
 * Builds the link that brings the wallet the user paired with by link to the front for a request:
 * its stored link (untrusted: checked again with `validateWalletLink` at every use, as storage can
 * be edited by anything on the page's origin) with `wc?requestId=<id>&sessionTopic=<topic>`. The
 * finished link must keep the stored link's scheme and, for https, its host; a link with a fragment
 * (an Android `intent:`) cannot take a path and is refused. `undefined` means: do not navigate.
 * @example
 * buildRequestLink('metamask://', { id: 17, topic }) // 'metamask://wc?requestId=17&sessionTopic=...'
 * buildRequestLink('javascript:alert(1)//', { id: 17, topic }) // undefined
 */
export function buildRequestLink(
  storedHref: unknown,
  request: SentWalletRequest,
): string | undefined {
  if (!Number.isSafeInteger(request.id) || !topicPattern.test(request.topic)) return undefined
  const base = validateWalletLink(storedHref, 'deep')
  if (!base) return undefined
  const checked = new URL(base)
  if (checked.hash) return undefined
  const query = `requestId=${request.id}&sessionTopic=${request.topic}`
  const href = `${base.endsWith('/') ? base : `${base}/`}wc?${query}`
  const built = validateWalletLink(href, 'deep')
  if (!built) return undefined
  const url = new URL(built)
  if (url.protocol !== checked.protocol) return undefined
  if (checked.protocol === 'https:' && url.host !== checked.host) return undefined
  return built
}
