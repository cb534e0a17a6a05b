/** The parts of a WalletConnect `Core` (2.25) that keep a process alive. */
export interface ClosableCore {
  opts?: { customStoragePrefix?: string } | undefined
  heartbeat: { stop(): void }
  relayer: { transportClose(): Promise<void> }
}

/**
 * Stops what a WalletConnect core leaves running, so a test process can exit: the heartbeat
 * interval (which also drives reconnects) and the relay socket. The core is also dropped from the
 * process-wide cache that `Core` keeps per storage prefix; otherwise the next client created
 * with the same prefix would silently reuse this closed core. The core is unusable afterwards.
 * @example
 * await closeWalletConnectCore(provider.client.core) // a UniversalProvider's
 * await closeWalletConnectCore(wallet.signClient.core) // a sandbox wallet's
 */
export async function closeWalletConnectCore(core: ClosableCore): Promise<void> {
  core.heartbeat.stop()
  // Explicitly closed, the relayer does not reconnect; a socket already gone is fine.
  await core.relayer.transportClose().catch(() => undefined)
  const key = `_walletConnectCore_${core.opts?.customStoragePrefix ?? ''}`
  const cache = globalThis as Record<string, unknown>
  if (cache[key] === core) {
    delete cache[key]
    delete cache[`${key}_count`]
  }
}
