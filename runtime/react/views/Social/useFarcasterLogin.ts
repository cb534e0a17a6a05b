import { useCallback, useEffect, useState } from 'react'
import { pairingExpiryMarginMs } from '../../../core/kernel.js'
import { type FarcasterLoginState, runFarcasterLogin } from './runFarcasterLogin.js'
import { useSocialAuth } from './socialAuth.js'

/**
 * Runs the Farcaster login of ConnectingFarcaster while it is shown (`runFarcasterLogin`): the
 * URI to show, renewed 10 s before it expires; `retry` starts over after a failure.
 * @example const { state, retry } = useFarcasterLogin()
 */
export function useFarcasterLogin(): { state: FarcasterLoginState; retry(): void } {
  const getAuth = useSocialAuth()
  const [state, setState] = useState<FarcasterLoginState>({ status: 'loading' })
  const [round, setRound] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` restarts the login on retry
  useEffect(() => {
    const stop = new AbortController()
    void runFarcasterLogin({
      getAuth,
      signal: stop.signal,
      onState: setState,
      marginMs: pairingExpiryMarginMs,
    })
    // Leaving the view ends the wait; the secure site ends the channel with the next URI.
    return () => stop.abort()
  }, [getAuth, round])
  const retry = useCallback(() => setRound((count) => count + 1), [])
  return { state, retry }
}
