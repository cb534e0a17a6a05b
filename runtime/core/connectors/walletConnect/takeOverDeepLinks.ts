import type { SentWalletRequest } from './buildRequestLink.js'

/** A session as the sign client stores it (the part read here). */
interface StoredSession {
  topic: string
  sessionConfig?: Record<string, unknown> | undefined
}

/** The part of `@walletconnect/sign-client` (2.25) this touches. */
export interface DeepLinkingSignClient {
  session: {
    getAll(): StoredSession[]
    update(topic: string, value: Partial<StoredSession>): Promise<void>
  }
  on(event: 'session_connect', listener: (event: { session: StoredSession }) => void): unknown
  on(event: 'session_request_sent', listener: (event: SentWalletRequest) => void): unknown
}

/**
 * Stops the WalletConnect SDK from navigating the page on its own. On every request the SDK reads
 * the page's `localStorage` key `WALLETCONNECT_DEEPLINK_CHOICE` (a key any script of the host may
 * write) and opens `href + '/wc?...'` without checking its scheme: `{"href":"javascript:..."}` there
 * runs script on the page's origin. The SDK skips all of that for a session whose
 * `sessionConfig.disableDeepLink` is true, so every session gets the flag: those restored at
 * start and each new one as it settles (the SDK emits `session_connect` right after storing it,
 * before anyone can send a request on it). The kit then opens the wallet itself from its own,
 * validated choice: `onRequestSent` hears each request the SDK sent.
 * @example
 * takeOverDeepLinks(provider.client, (request) => openWalletForRequest(choice(), request, window))
 */
export function takeOverDeepLinks(
  client: DeepLinkingSignClient,
  onRequestSent: (request: SentWalletRequest) => void,
): void {
  const disable = (session: StoredSession) => {
    if (session.sessionConfig?.disableDeepLink === true) return
    // The store sets its in-memory copy before this promise's first await: the flag holds for
    // the very next request even while the write to IndexedDB is still under way.
    client.session
      .update(session.topic, { sessionConfig: { ...session.sessionConfig, disableDeepLink: true } })
      .catch(() => undefined)
  }
  for (const session of client.session.getAll()) disable(session)
  client.on('session_connect', ({ session }) => disable(session))
  client.on('session_request_sent', (request) => onRequestSent(request))
}
