import type { FarcasterUri, SocialAuth } from './socialAuth.js'

/** What a Farcaster login shows: a spinner, the sign-in page's URI, or why it failed. */
export type FarcasterLoginState =
  | { status: 'loading' }
  | ({ status: 'ready' } & FarcasterUri)
  | { status: 'error'; error: unknown }

export interface RunFarcasterLoginParameters {
  getAuth(): Promise<Pick<SocialAuth, 'farcaster'>>
  /** Ends the login (the view was left): nothing is shown after it. */
  signal: AbortSignal
  onState(state: FarcasterLoginState): void
  /** A URI with fewer ms than this left is replaced (SPEC section 4's pairing margin, 10 s). */
  marginMs: number
  now?: () => number
}

/** The shortest wait before asking again: a URI already near its end must not spin the loop. */
const minimumWaitMs = 1_000

/** Resolves after `ms`, or never once `signal` aborts (its timer cleared). */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true })
  })
}

/**
 * Runs a Farcaster login the way a WalletConnect pairing runs: asks for the sign-in page's URI
 * (GET_FARCASTER_URI) and waits for its approval (CONNECT_FARCASTER); when fewer than `marginMs`
 * are left before the URI expires, asks for a new one and waits on that (the secure site ends the
 * old channel). A wait that fails once its URI ran out (a timer held back in a background tab) is
 * the same expiry, not an error. Resolves once connected, or when `signal` aborts.
 * @example
 * await runFarcasterLogin({ getAuth, signal, onState: setState, marginMs: pairingExpiryMarginMs })
 */
export async function runFarcasterLogin(parameters: RunFarcasterLoginParameters): Promise<void> {
  const { getAuth, signal, onState, marginMs, now = Date.now } = parameters
  const show = (state: FarcasterLoginState) => {
    if (!signal.aborted) onState(state)
  }
  show({ status: 'loading' })
  try {
    const { farcaster } = await getAuth()
    while (!signal.aborted) {
      const uri = await farcaster.uri()
      if (signal.aborted) return
      show({ status: 'ready', ...uri })
      const round = new AbortController()
      const endRound = () => round.abort()
      signal.addEventListener('abort', endRound, { once: true })
      const staleAt = uri.expiresAt - marginMs
      try {
        const outcome = await Promise.race([
          farcaster.login(round.signal).then(() => 'connected' as const),
          sleep(Math.max(staleAt - now(), minimumWaitMs), round.signal).then(
            () => 'expired' as const,
          ),
        ])
        if (outcome === 'connected') return
      } catch (error) {
        if (now() < staleAt) throw error
      } finally {
        round.abort()
        signal.removeEventListener('abort', endRound)
      }
      show({ status: 'loading' })
    }
  } catch (error) {
    show({ status: 'error', error })
  }
}
