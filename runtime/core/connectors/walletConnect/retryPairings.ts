import { BaseError } from '../../kernel.js'
import type { PairingAttempt } from './runPairingAttempt.js'

/** Waits between background pairings after the relay failed: SPEC section 9's 1, 3, 5, then every 10 s. */
const pairingRetryDelaysMs = [1_000, 3_000, 5_000, 10_000] as const

export interface RetryPairingsOptions<T extends PairingAttempt> {
  /**
   * Starts one pairing. `onUri` is told when its URI shows; `signal` aborting must cancel it (and
   * must keep one from starting). Its `done` rejecting with WALLET_CONNECT_UNAVAILABLE means the
   * relay still does not answer.
   */
  pair(onUri: () => void, signal: AbortSignal): Promise<T>
  /** Stops the retries: the returned promise rejects with its reason. */
  signal: AbortSignal
  /** Default: `pairingRetryDelaysMs`; the last wait repeats. */
  delaysMs?: readonly number[]
}

function isUnavailable(error: unknown): boolean {
  return error instanceof BaseError && error.code === 'WALLET_CONNECT_UNAVAILABLE'
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal.reason)
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal.addEventListener('abort', onAbort, { once: true })
  })
}

/**
 * Pairs again and again while the relay does not answer, waiting 1, 3, 5, then every 10 s
 * between tries, and resolves with the first pairing that showed a URI, still running: the caller
 * keeps it (its QR code is on show), so nothing pairs twice. A pairing a wallet approved before its
 * URI was seen counts too. Any failure other than the relay's ends the retries with that error;
 * `signal` ends them with its reason and cancels the pairing in progress.
 * @example
 * const kept = await retryPairings({ pair: (onUri, signal) => startPairing(onUri, signal), signal })
 */
export async function retryPairings<T extends PairingAttempt>(
  options: RetryPairingsOptions<T>,
): Promise<T> {
  const { pair, signal } = options
  const delays = options.delaysMs ?? pairingRetryDelaysMs
  for (let tries = 0; ; tries++) {
    await sleep(delays[Math.min(tries, delays.length - 1)] ?? 0, signal)
    let shown = () => {}
    const uri = new Promise<void>((resolve) => {
      shown = resolve
    })
    try {
      const attempt = await pair(() => shown(), signal)
      signal.throwIfAborted()
      // Whichever comes first: the relay answered with a URI, or a wallet already approved.
      await Promise.race([uri, attempt.done])
      return attempt
    } catch (error) {
      signal.throwIfAborted()
      if (!isUnavailable(error)) throw error
    }
  }
}
