import { type AppKit, BaseError, storageKeys } from '../../kernel.js'
import type { FrameRequest } from '../createFrameSession.js'
import type { SocialLoginEvent } from './createSocialLogin.js'
import { SocialLoginError } from './SocialLoginError.js'
import { failureEvent, toSocialFailure } from './socialFailure.js'

/** SPEC section 4: a URI counts as expired when fewer than 10 s remain (as a pairing). */
const expiryMarginMs = 10_000

/** The secure site's words when a newer approval page replaced the one waited on. */
const replacedUriMessage = 'Farcaster URI expired'

/**
 * Whether a Farcaster approval page expiring at `expiresAt` (ms epoch) should be replaced: fewer
 * than 10 s are left (SPEC section 4, as for a pairing).
 * @example if (farcasterUriExpired(uri.expiresAt, Date.now())) uri = await farcaster.uri()
 */
export function farcasterUriExpired(expiresAt: number, now: number = Date.now()): boolean {
  return expiresAt - now < expiryMarginMs
}

export interface FarcasterLoginParameters {
  request: FrameRequest
  /** Connects the embedded wallet once the secure site logged the user in. */
  connect(): Promise<void>
  storage: AppKit['storage']
  /** Told of the login's steps, as the popup logins' (provider 'farcaster'). */
  onEvent?(event: SocialLoginEvent): void
}

export interface FarcasterLogin {
  /**
   * The approval page to show as a QR code and a link, and when it expires (ms epoch). Asked
   * again before it expires (`farcasterUriExpired`): a waiting `login` follows the new one.
   */
  uri(): Promise<{ url: string; expiresAt: number }>
  /**
   * Waits until the approval page is allowed (CONNECT_FARCASTER), keeps 'farcaster' and the user
   * name, then connects the wallet. Rejects with 'Failed to connect to farcaster' (the secure
   * site's words as `details`), or 'Social login canceled' when `signal` aborts.
   */
  login(signal?: AbortSignal): Promise<void>
}

const frameWords = (error: unknown) =>
  error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : ''

/**
 * The Farcaster login of the embedded wallet (SPEC sections 2 and 4): a URI flow instead of a
 * popup. Asking for a new approval page ends the secure site's wait on the old one ('Farcaster
 * URI expired'): a `login` under way then waits on the new page instead of failing.
 * @example
 * const farcaster = createFarcasterLogin({ request, connect, storage })
 * showQrCode((await farcaster.uri()).url)
 * await farcaster.login(signal)
 */
export function createFarcasterLogin(parameters: FarcasterLoginParameters): FarcasterLogin {
  const { request, storage } = parameters
  const onEvent = (event: SocialLoginEvent) => parameters.onEvent?.(event)
  const provider = 'farcaster'
  let latestUri: Promise<unknown> = Promise.resolve()
  let uriCount = 0
  let started = false

  function start(): void {
    if (!started) onEvent({ stage: 'started', provider })
    started = true
  }

  /** CONNECT_FARCASTER on the newest approval page, followed when a newer one replaces it. */
  async function approve(signal: AbortSignal | undefined): Promise<string> {
    for (;;) {
      const waitedOn = uriCount
      try {
        const { userName } = await request('CONNECT_FARCASTER', undefined, signal ? { signal } : {})
        return userName
      } catch (error) {
        const replaced = frameWords(error) === replacedUriMessage && uriCount !== waitedOn
        if (signal?.aborted || !replaced) throw error
        // The secure site makes the new page's channel while answering GET_FARCASTER_URI.
        await latestUri.catch(() => undefined)
      }
    }
  }

  return {
    uri() {
      start()
      uriCount++
      const asking = request('GET_FARCASTER_URI', undefined).catch((error: unknown) => {
        const failure = new SocialLoginError('farcaster', {
          details: frameWords(error),
          cause: error,
        })
        onEvent(failureEvent(provider, failure))
        started = false
        throw failure
      })
      latestUri = asking
      return asking
    },
    async login(signal) {
      start()
      try {
        let userName: string
        try {
          userName = await approve(signal)
        } catch (error) {
          if (signal?.aborted) throw new SocialLoginError('aborted', { cause: signal.reason })
          throw new SocialLoginError('farcaster', { details: frameWords(error), cause: error })
        }
        storage.set(storageKeys.socialProvider, provider)
        storage.set(storageKeys.socialUsername, userName)
        if (signal?.aborted) throw new SocialLoginError('aborted', { cause: signal.reason })
        await parameters.connect()
        onEvent({ stage: 'success', provider })
      } catch (error) {
        const failure = toSocialFailure(error)
        onEvent(failureEvent(provider, failure))
        throw failure
      } finally {
        started = false
      }
    },
  }
}
