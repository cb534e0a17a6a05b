const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * Whether a relay URL points at this machine (the sandbox's relay). Only then is the Verify
 * service skipped: no loopback relay has it, and waiting for it costs 5 s per step offline.
 * @example
 * isLoopbackRelay('ws://127.0.0.1:4100') // true
 * isLoopbackRelay('wss://relay.walletconnect.org') // false
 */
export function isLoopbackRelay(relayUrl: string): boolean {
  try {
    const url = new URL(relayUrl)
    return (url.protocol === 'ws:' || url.protocol === 'wss:') && loopbackHosts.has(url.hostname)
  } catch {
    return false
  }
}
