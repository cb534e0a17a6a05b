import type { BaseError } from '../../errors/BaseError.js'
import {
  pairingCancelled,
  pairingExpiryMarginMs,
  pairingLifetimeMs,
  toWalletConnectError,
  walletConnectUnavailable,
} from '../../kernel.js'
import type { ProposalNamespace } from './buildNamespaces.js'

// The session proposal is built with the pairing code, in its chunk: one fetch when pairing starts.
export { buildNamespaces } from './buildNamespaces.js'

import type {
  WalletConnectAuthRequest,
  WalletConnectCacao,
  WalletConnectProvider,
} from './WalletConnectProvider.js'

export interface PairingAttemptOptions {
  provider: WalletConnectProvider
  namespaces: Partial<Record<string, ProposalNamespace>>
  relayUrl: string
  /** Told each fresh URI with its expiry (ms since the epoch), and `undefined` when it is gone. */
  onUri(uri: string | undefined, expiresAt?: number): void
  /** How long the relay may take to give a URI (default 10 s). */
  uriTimeoutMs?: number
  /** How long a dropped relay socket may stay down during a pairing (default 10 s). */
  relayDropTimeoutMs?: number
  /** Pair with one-click authentication (`wc_sessionAuthenticate`) instead of a plain proposal. */
  authenticate?: WalletConnectAuthRequest | undefined
}

export interface PairingAttempt {
  /**
   * Resolves once a wallet approved a session, with the CACAOs it signed when the pairing asked
   * for authentication (none when it answered the fallback proposal); rejects with a kit error.
   */
  done: Promise<readonly WalletConnectCacao[]>
  /** Gives up the pairing: `done` rejects with 'Modal closed' (MODAL_CLOSED). */
  cancel(): void
}

/**
 * One connection attempt over WalletConnect: pairs, shows the URI for its lifetime (about 4 min,
 * SPEC section 4) and replaces it with a fresh one once fewer than 10 s are left, until a wallet
 * approves on any URI of the attempt ("a session is a session"). Fails with
 * WALLET_CONNECT_UNAVAILABLE when the relay gives no URI in time or stays away after dropping
 * mid-pairing, and with the wallet's wrapped rejection (5000 -> 'Connection rejected').
 * @example
 * const attempt = runPairingAttempt({ provider, namespaces, relayUrl, onUri: show })
 * await attempt.done
 */
export function runPairingAttempt(options: PairingAttemptOptions): PairingAttempt {
  const { provider, relayUrl } = options
  const { relayer } = provider.client.core
  const uriTimeoutMs = options.uriTimeoutMs ?? 10_000
  const relayDropTimeoutMs = options.relayDropTimeoutMs ?? 10_000
  let finish: (error?: BaseError, auths?: readonly WalletConnectCacao[]) => void = () => undefined
  let generation = 0
  let uriTimer: ReturnType<typeof setTimeout> | undefined
  let refreshTimer: ReturnType<typeof setTimeout> | undefined
  let dropTimer: ReturnType<typeof setTimeout> | undefined

  const onUri = (uri: string) => {
    clearTimeout(uriTimer)
    const expiresAt = Date.now() + pairingLifetimeMs
    options.onUri(uri, expiresAt)
    clearTimeout(refreshTimer)
    refreshTimer = setTimeout(pair, pairingLifetimeMs - pairingExpiryMarginMs)
  }
  const onDrop = () => {
    clearTimeout(dropTimer)
    dropTimer = setTimeout(
      () =>
        finish(
          walletConnectUnavailable(
            `The connection to ${relayUrl} dropped during the pairing and did not come back within ${relayDropTimeoutMs / 1000} s.`,
          ),
        ),
      relayDropTimeoutMs,
    )
  }
  const onReconnect = () => clearTimeout(dropTimer)

  function pair(): void {
    const mine = ++generation
    options.onUri(undefined)
    clearTimeout(uriTimer)
    uriTimer = setTimeout(
      () =>
        finish(
          walletConnectUnavailable(
            `No pairing URI from ${relayUrl} within ${uriTimeoutMs / 1000} s: the relay is unreachable or slow.`,
          ),
        ),
      uriTimeoutMs,
    )
    const paired = options.authenticate
      ? provider.authenticate(options.authenticate).then(
          (result) => result.auths ?? [],
          (error: unknown) => {
            // The SDK rejects an authentication with the wallet's message alone, its code lost:
            // 'User rejected.' is the text of the rejection code 5000.
            throw typeof error === 'string' && /^user rejected/i.test(error)
              ? { code: 5000, message: error }
              : error
          },
        )
      : provider.connect({ optionalNamespaces: options.namespaces }).then(() => [])
    paired.then(
      // Any pairing of this attempt may complete: a wallet that scanned the previous URI just
      // before it was replaced still connects.
      (auths) => finish(undefined, auths),
      (error: unknown) => {
        // A replaced pairing lapses in the background; only the current one's failure counts.
        if (mine === generation) finish(toWalletConnectError(error))
      },
    )
  }

  const done = new Promise<readonly WalletConnectCacao[]>((resolve, reject) => {
    let settled = false
    finish = (error, auths = []) => {
      if (settled) return
      settled = true
      for (const timer of [uriTimer, refreshTimer, dropTimer]) clearTimeout(timer)
      provider.removeListener('display_uri', onUri)
      relayer.off('relayer_disconnect', onDrop)
      relayer.off('relayer_connect', onReconnect)
      options.onUri(undefined)
      if (error) reject(error)
      else resolve(auths)
    }
  })
  provider.on('display_uri', onUri)
  relayer.on('relayer_disconnect', onDrop)
  relayer.on('relayer_connect', onReconnect)
  pair()
  return { done, cancel: () => finish(pairingCancelled()) }
}
