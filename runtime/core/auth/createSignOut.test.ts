import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../actions/fixtures/setupAppKit.js'
import { FrameRequestAbortedError, FrameRequestError } from '../frame/frameErrors.js'
import { createSafeStorage } from '../storage/createSafeStorage.js'
import { storageKeys } from '../storage/storageKeys.js'
import { UnverifiedDomainError } from './checkOrigin.js'
import { createSignOut, maxSignOutTries, signOutMs } from './createSignOut.js'

// The sign-out and its retries across starts, over storage the kit's way; the secure site is a
// `request` the test answers (or leaves waiting, rejecting as aborted when its signal aborts).
afterEach(() => {
  vi.useRealTimers()
})

type Outcome = 'confirm' | 'refuse' | 'wait' | Error

function setup(options: { frameOpen?: boolean; outcome?: Outcome } = {}) {
  const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() }
  const storage = createSafeStorage({ backend: createMemoryStorage(), logger })
  let outcome: Outcome = options.outcome ?? 'confirm'
  const signals: AbortSignal[] = []
  const request = vi.fn((signal: AbortSignal) => {
    signals.push(signal)
    if (outcome === 'confirm') return Promise.resolve(undefined)
    if (outcome === 'refuse') return Promise.reject(new FrameRequestError('SIGN_OUT', 'Offline'))
    if (outcome instanceof Error) return Promise.reject(outcome)
    return new Promise((_, reject) =>
      signal.addEventListener('abort', () => reject(new FrameRequestAbortedError('SIGN_OUT'))),
    )
  })
  const endLocally = vi.fn()
  const signOut = createSignOut({
    storage,
    logger,
    request,
    isFrameOpen: () => options.frameOpen ?? true,
    endLocally,
  })
  const pending = () => storage.get(storageKeys.signOutPending)
  const answer = (next: Outcome) => {
    outcome = next
  }
  return { signOut, storage, logger, request, signals, endLocally, pending, answer }
}

describe("createSignOut: the user's sign-out", () => {
  it('asks the site and ends the login; a confirmed one leaves nothing pending', async () => {
    const { signOut, request, endLocally, pending } = setup()
    await signOut.signOut()
    expect(request).toHaveBeenCalledOnce()
    expect(endLocally).toHaveBeenCalledOnce()
    expect(pending()).toBeUndefined()
  })

  it('ends the login without asking when no frame is open in the page', async () => {
    const { signOut, request, endLocally, pending } = setup({ frameOpen: false })
    await signOut.signOut()
    expect(request).not.toHaveBeenCalled()
    expect(endLocally).toHaveBeenCalledOnce()
    expect(pending()).toBeUndefined()
  })

  it(`waits at most ${signOutMs / 1000} s for the site, then aborts and keeps it pending`, async () => {
    vi.useFakeTimers()
    const { signOut, signals, endLocally, pending, logger } = setup({ outcome: 'wait' })
    let done = false
    const signingOut = signOut.signOut().then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(signOutMs - 1)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await signingOut
    expect(signals[0]?.aborted).toBe(true)
    expect(endLocally).toHaveBeenCalledOnce()
    expect(pending()).toBe(1)
    expect(logger.warn).toHaveBeenCalledWith(
      'The secure site did not confirm the sign-out',
      expect.objectContaining({ code: 'IFRAME_REQUEST_TIMEOUT' }),
    )
  })

  it('is one sign-out for calls made while it runs (both namespaces of a login)', async () => {
    const { signOut, request, endLocally } = setup()
    await Promise.all([signOut.signOut(), signOut.signOut()])
    expect(request).toHaveBeenCalledOnce()
    expect(endLocally).toHaveBeenCalledOnce()
  })
})

describe('createSignOut: a pending sign-out at start (endStoredLogin)', () => {
  it('counts each unconfirmed try, and gives up after the last one', async () => {
    const { signOut, storage, pending, request } = setup({ outcome: 'refuse' })
    storage.set(storageKeys.signOutPending, 0)
    for (let tries = 1; tries < maxSignOutTries; tries++) {
      await expect(signOut.endStoredLogin()).resolves.toBe(false)
      expect(pending()).toBe(tries)
    }
    await expect(signOut.endStoredLogin()).resolves.toBe(false)
    expect(pending()).toBeUndefined()
    expect(request).toHaveBeenCalledTimes(maxSignOutTries)
    // Nothing pending any more: the next start asks nothing.
    await expect(signOut.endStoredLogin()).resolves.toBe(false)
    expect(request).toHaveBeenCalledTimes(maxSignOutTries)
  })

  it('is confirmed on a later start: nothing stays pending', async () => {
    const { signOut, storage, pending, answer } = setup({ outcome: 'refuse' })
    storage.set(storageKeys.signOutPending, 0)
    await signOut.endStoredLogin()
    expect(pending()).toBe(1)
    answer('confirm')
    await expect(signOut.endStoredLogin()).resolves.toBe(true)
    expect(pending()).toBeUndefined()
  })

  it('gives up at once on a page origin the secure site never serves', async () => {
    const refused = new UnverifiedDomainError('https://evil.example', [])
    const { signOut, storage, pending } = setup({ outcome: refused })
    storage.set(storageKeys.signOutPending, 0)
    await expect(signOut.endStoredLogin()).resolves.toBe(false)
    expect(pending()).toBeUndefined()
  })

  it('is skipped while an email login is stored (one was made since)', async () => {
    const { signOut, storage, request } = setup()
    storage.set(storageKeys.signOutPending, 1)
    storage.set(storageKeys.connectedConnectorId('solana'), 'auth')
    await expect(signOut.endStoredLogin()).resolves.toBe(false)
    expect(request).not.toHaveBeenCalled()
  })

  it('is cancelled by a login starting in the page, and stays pending', async () => {
    const { signOut, storage, signals, pending } = setup({ outcome: 'wait' })
    storage.set(storageKeys.signOutPending, 1)
    const ending = signOut.endStoredLogin()
    await vi.waitFor(() => expect(signals).toHaveLength(1), { timeout: 5_000 })
    signOut.cancelBackground()
    await expect(ending).resolves.toBe(false)
    expect(signals[0]?.aborted).toBe(true)
    expect(pending()).toBe(2)
  })

  it('aborts what is in flight on dispose', async () => {
    const { signOut, storage, signals } = setup({ outcome: 'wait' })
    storage.set(storageKeys.signOutPending, 1)
    const ending = signOut.endStoredLogin()
    await vi.waitFor(() => expect(signals).toHaveLength(1), { timeout: 5_000 })
    signOut.dispose()
    await expect(ending).resolves.toBe(false)
    expect(signals[0]?.aborted).toBe(true)
  })
})
