import type { WalletConnectProvider } from './WalletConnectProvider.js'

/**
 * Stops what a WalletConnect provider keeps running (the heartbeat that also drives reconnects,
 * the relay socket) and drops its core from the page-wide cache the SDK keeps per storage prefix,
 * so that the next provider on that prefix starts fresh instead of reusing a closed core. Stored
 * sessions stay in storage. The provider is unusable afterwards.
 * @example await closeProvider(provider, 'appkit-wc-0')
 */
export async function closeProvider(
  provider: WalletConnectProvider,
  storagePrefix: string,
): Promise<void> {
  const { core } = provider.client
  // Synchronously first: a kit created right after this call (a remount) gets a fresh core.
  const key = `_walletConnectCore_${storagePrefix}`
  const cache = globalThis as Record<string, unknown>
  if (cache[key] === core) {
    delete cache[key]
    delete cache[`${key}_count`]
  }
  core.heartbeat.stop()
  await core.relayer.transportClose().catch(() => undefined)
}

/** How long ending a session may hold up a disconnect; the wallet is told in the background. */
const endSessionTimeoutMs = 1_000

/**
 * Ends the provider's session in the wallet (best effort, at most 1 s: a wallet that never
 * acknowledges must not hold up a disconnect). Nothing happens without a session.
 * @example await endSession(provider)
 */
export async function endSession(provider: WalletConnectProvider | undefined): Promise<void> {
  if (!provider?.session) return
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([
    provider.disconnect().catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, endSessionTimeoutMs)
    }),
  ])
  clearTimeout(timer)
}
