import { FrameRequestTimeoutError } from '../frame/frameErrors.js'
import { type AppKit, type Logger, storageKeys } from '../kernel.js'
import { UnverifiedDomainError } from './checkOrigin.js'

/** SPEC section 9: the user's sign-out waits at most 3 s for the secure site. */
export const signOutMs = 3_000
/** Starts that try a sign-out the secure site has not confirmed, before the kit gives up. */
export const maxSignOutTries = 5

export interface SignOutParameters {
  storage: AppKit['storage']
  logger: Logger
  /** SIGN_OUT at the secure site, through the frame session (origin check, frame load). */
  request(signal: AbortSignal): Promise<unknown>
  /** Whether a frame was opened in this page: the user's sign-out talks only to such a one. */
  isFrameOpen(): boolean
  /** Ends the login in the kit, which the user's sign-out does whatever the site said. */
  endLocally(): void
}

export interface SignOut {
  /**
   * The user's sign-out, one for both namespaces of a login (SPEC section 8): asks the secure
   * site, for at most 3 s, when a frame is open in this page, then ends the login in the kit
   * even when the site did not confirm. Never rejects for the site's sake.
   */
  signOut(): Promise<void>
  /**
   * Sends the sign-out `signOutPending` records (`reconnect` sets it for a login it will not
   * restore, a disconnect for one the site did not confirm), in the background of a start: loads
   * the frame to do so and never throws (a failure is logged, and tried again at the next start).
   * Skipped when a login was made since (the marker is gone, or a login is stored); cancelled
   * when one starts in this page. True when the site confirmed it.
   */
  endStoredLogin(): Promise<boolean>
  /** A login starts in this page: a background sign-out of an older one must not end it. */
  cancelBackground(): void
  /** Aborts every sign-out in flight (each counts as one the site did not confirm). */
  dispose(): void
}

/**
 * Sign-out of the embedded wallet at the secure site, with its retries: until the site confirms,
 * `signOutPending` counts the tries in storage, so a sign-out made offline is tried again at the
 * next start, at most `maxSignOutTries` times; a page origin the site never serves is given up
 * on at once. A bounded try (the user's own) also covers the origin check and a frame still
 * loading, and aborts its request, so a frame that loads later cannot end a login made since.
 * @example const signOut = createSignOut({ storage, logger, request, isFrameOpen, endLocally }); await signOut.signOut()
 */
export function createSignOut(parameters: SignOutParameters): SignOut {
  const { storage, logger } = parameters
  const inFlight = new Set<AbortController>()

  async function signOutAtSite(options: { boundMs?: number; signal?: AbortSignal } = {}) {
    const tries = (storage.get(storageKeys.signOutPending) ?? 0) + 1
    storage.set(storageKeys.signOutPending, tries)
    const abort = new AbortController()
    inFlight.add(abort)
    const stop = () => abort.abort()
    options.signal?.addEventListener('abort', stop, { once: true })
    let timer: ReturnType<typeof setTimeout> | undefined
    try {
      const bound = new Promise<never>((_, reject) => {
        const { boundMs } = options
        if (boundMs === undefined) return
        timer = setTimeout(() => {
          // Settled as timed out first: the aborted request's own rejection comes second.
          reject(new FrameRequestTimeoutError('SIGN_OUT', boundMs))
          stop()
        }, boundMs)
      })
      await Promise.race([parameters.request(abort.signal), bound])
      storage.remove(storageKeys.signOutPending)
      return true
    } catch (error) {
      // An error answer is tried again too: it is what a loaded frame says offline. An origin
      // the frame never runs on, or a site that never confirms, is given up on.
      if (error instanceof UnverifiedDomainError || tries >= maxSignOutTries) {
        storage.remove(storageKeys.signOutPending)
      }
      logger.warn('The secure site did not confirm the sign-out', error)
      return false
    } finally {
      clearTimeout(timer)
      inFlight.delete(abort)
      options.signal?.removeEventListener('abort', stop)
    }
  }

  // A pending sign-out tried at start runs in the background: a login started meanwhile in this
  // page cancels it, and one made in another tab (which drops the marker) skips it.
  let background: AbortController | undefined
  let signingOut: Promise<void> | undefined

  return {
    signOut() {
      signingOut ??= (async () => {
        try {
          if (parameters.isFrameOpen()) await signOutAtSite({ boundMs: signOutMs })
        } finally {
          parameters.endLocally()
          signingOut = undefined
        }
      })()
      return signingOut
    },
    async endStoredLogin() {
      const emailLoginStored = (['eip155', 'solana'] as const).some(
        (namespace) => storage.get(storageKeys.connectedConnectorId(namespace)) === 'auth',
      )
      if (storage.get(storageKeys.signOutPending) === undefined || emailLoginStored) return false
      background = new AbortController()
      try {
        return await signOutAtSite({ signal: background.signal })
      } finally {
        background = undefined
      }
    },
    cancelBackground: () => background?.abort(),
    dispose() {
      for (const abort of inFlight) abort.abort()
    },
  }
}
