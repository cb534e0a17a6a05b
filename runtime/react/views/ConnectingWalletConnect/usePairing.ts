import { useCallback, useEffect, useRef, useState } from 'react'
import {
  connect,
  type DeepLinkChoice,
  pairingStatus,
  storageKeys,
  type WalletConnectConnector,
  type WalletConnectPairing,
} from '../../../core/kernel.js'
import {
  useAppKitInstance,
  useAppKitUi,
  useIsomorphicLayoutEffect,
  useStoreState,
} from '../../internal.js'
import type { PairingWallet } from './findPairingWallet.js'
import { useNow } from './useNow.js'

const attemptKey = 'connect:walletConnect'
const noPairing: WalletConnectPairing = { uri: undefined, expiresAt: undefined }
const idle = {
  getState: () => noPairing,
  getInitialState: () => noPairing,
  subscribe: () => () => {},
}

/**
 * Runs the WalletConnect pairing of a view: starts it when shown (and when the browser comes back
 * online), cancels it when the view goes away, and on success records the wallet as recent and
 * the app link the user opened it with as the deep-link choice. What shows, and when the connector
 * retries in the background (`retryPairing`, outside any connection attempt), is `pairingStatus`'s
 * rule; once a retry's QR code is on show the connection goes on with it.
 * @example const { view, retry, noteDeepLink } = usePairing(connector, wallet, online)
 */
export function usePairing(
  connector: WalletConnectConnector | undefined,
  wallet: PairingWallet | undefined,
  online: boolean,
) {
  const appKit = useAppKitInstance()
  const { attempts } = useAppKitUi()
  const attempt = useStoreState(attempts, (state) => state.byKey[attemptKey])
  const pairing = useStoreState(connector?.pairing ?? idle, (state) => state)
  const now = useNow(pairing.uri !== undefined)
  const walletRef = useRef(wallet)
  walletRef.current = wallet
  const deepLink = useRef<DeepLinkChoice | undefined>(undefined)
  // How the connector's background retry ended, when it ended in another failure.
  const [retryError, setRetryError] = useState<unknown>(undefined)

  const start = useCallback(() => {
    if (!connector) return
    setRetryError(undefined)
    void attempts.run(attemptKey, async () => {
      const picked = walletRef.current
      const link = deepLink.current
      const recent = picked && {
        id: picked.id,
        name: picked.name,
        ...(picked.rdns ? { rdns: picked.rdns } : {}),
        ...(link ? { href: link.href } : {}),
      }
      await connect(appKit, { connectorId: connector.id, wallet: recent })
      // Paired by QR code: a link chosen for an earlier session must not open for this one.
      if (deepLink.current) appKit.storage.set(storageKeys.deepLinkChoice, deepLink.current)
      else appKit.storage.remove(storageKeys.deepLinkChoice)
    })
  }, [appKit, attempts, connector])

  // Before the first paint, so the outcome of a previous visit (rejected) never flashes.
  useIsomorphicLayoutEffect(() => {
    if (online) start()
  }, [online, start])

  // Leaving the view gives the pairing up, so the status never stays 'connecting' behind a
  // closed modal. Deferred: React's StrictMode unmounts and remounts at once.
  const mounts = useRef(0)
  useEffect(() => {
    mounts.current++
    return () => {
      mounts.current--
      queueMicrotask(() => {
        if (mounts.current === 0) connector?.cancelPairing()
      })
    }
  }, [connector])

  const { view, retryInBackground } = pairingStatus({ online, attempt, retryError, pairing, now })
  useEffect(() => {
    if (!retryInBackground || !connector) return
    const stop = new AbortController()
    connector.retryPairing({ signal: stop.signal }).then(
      () => !stop.signal.aborted && start(), // goes on with the retry's pairing: no second one
      (error: unknown) => !stop.signal.aborted && setRetryError(error),
    )
    return () => stop.abort()
  }, [retryInBackground, connector, start])

  return {
    view,
    /** Starts again at once, with the spinner: the user asked for this try. */
    retry: start,
    /** Remembers the app link the user followed, stored as the deep-link choice on success. */
    noteDeepLink(choice: DeepLinkChoice) {
      deepLink.current = choice
    },
  }
}
