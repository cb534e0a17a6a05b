import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FarcasterLoginState, runFarcasterLogin } from './runFarcasterLogin.js'
import type { FarcasterUri } from './socialAuth.js'

const marginMs = 10_000

/** A Farcaster login whose URIs and waits the test controls. */
function setup(uris: FarcasterUri[]) {
  const states: FarcasterLoginState[] = []
  const waits: { signal: AbortSignal; resolve(): void; reject(error: unknown): void }[] = []
  const farcaster = {
    uri: vi.fn(async () => {
      const next = uris.shift()
      if (!next) throw new Error('no more URIs')
      return next
    }),
    login: vi.fn(
      (signal?: AbortSignal) =>
        new Promise<void>((resolve, reject) => {
          if (!signal) throw new Error('a login without a signal cannot be given up')
          waits.push({ signal, resolve, reject })
          signal.addEventListener('abort', () => reject(signal.reason), { once: true })
        }),
    ),
  }
  const stop = new AbortController()
  const done = runFarcasterLogin({
    getAuth: async () => ({ farcaster }),
    signal: stop.signal,
    onState: (state) => states.push(state),
    marginMs,
  })
  const last = () => states.at(-1)
  return { farcaster, waits, states, last, stop, done }
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('runFarcasterLogin', () => {
  it('shows the URI and resolves once the login connects', async () => {
    const run = setup([{ url: 'https://s.example/1', expiresAt: 1_000_000 + 240_000 }])
    await vi.advanceTimersByTimeAsync(0)
    expect(run.last()).toEqual({
      status: 'ready',
      url: 'https://s.example/1',
      expiresAt: 1_240_000,
    })
    run.waits[0]?.resolve()
    await run.done
    expect(run.farcaster.uri).toHaveBeenCalledTimes(1)
  })

  it('replaces the URI 10 s before it expires, giving up the wait on the old one', async () => {
    const run = setup([
      { url: 'https://s.example/1', expiresAt: 1_000_000 + 60_000 },
      { url: 'https://s.example/2', expiresAt: 1_000_000 + 300_000 },
    ])
    await vi.advanceTimersByTimeAsync(49_999)
    expect(run.farcaster.uri).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(run.farcaster.uri).toHaveBeenCalledTimes(2)
    expect(run.waits[0]?.signal.aborted).toBe(true)
    expect(run.last()).toMatchObject({ status: 'ready', url: 'https://s.example/2' })
    expect(run.waits).toHaveLength(2)
    expect(run.states.some((state) => state.status === 'error')).toBe(false)
  })

  it('takes a wait failing after its URI ran out (a held-back timer) as the expiry, not an error', async () => {
    const run = setup([
      { url: 'https://s.example/1', expiresAt: 1_000_000 + 60_000 },
      { url: 'https://s.example/2', expiresAt: 1_000_000 + 600_000 },
    ])
    await vi.advanceTimersByTimeAsync(0)
    // The clock jumps past the margin without the timer having fired (a background tab).
    vi.setSystemTime(1_000_000 + 55_000)
    run.waits[0]?.reject(new Error('Farcaster URI expired'))
    await vi.advanceTimersByTimeAsync(0)
    expect(run.last()).toMatchObject({ status: 'ready', url: 'https://s.example/2' })
  })

  it('reports a failure while the URI is still good as an error, and stops', async () => {
    const run = setup([{ url: 'https://s.example/1', expiresAt: 1_000_000 + 240_000 }])
    await vi.advanceTimersByTimeAsync(0)
    const failure = new Error('Failed to connect to farcaster')
    run.waits[0]?.reject(failure)
    await run.done
    expect(run.last()).toEqual({ status: 'error', error: failure })
  })

  it('never asks again in a loop for a URI that arrives already near its end', async () => {
    const run = setup([
      { url: 'https://s.example/1', expiresAt: 1_000_000 + 5_000 },
      { url: 'https://s.example/2', expiresAt: 1_000_000 + 240_000 },
    ])
    await vi.advanceTimersByTimeAsync(999)
    expect(run.farcaster.uri).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(run.farcaster.uri).toHaveBeenCalledTimes(2)
  })

  it('shows nothing more once aborted', async () => {
    const run = setup([{ url: 'https://s.example/1', expiresAt: 1_000_000 + 240_000 }])
    await vi.advanceTimersByTimeAsync(0)
    const shown = run.states.length
    run.stop.abort()
    await run.done
    expect(run.waits[0]?.signal.aborted).toBe(true)
    expect(run.states).toHaveLength(shown)
  })
})
