import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createFarcasterChannels,
  farcasterLifetimeMs,
  maxFarcasterWaiters,
} from './createFarcasterChannels.js'

afterEach(() => {
  vi.useRealTimers()
})

describe('the sandbox Farcaster channels', () => {
  it('wakes the wait with the name picked on the page, and takes the answer once', async () => {
    const channels = createFarcasterChannels()
    const { channel, expiresAt } = channels.open('device-a', 'Shop')
    expect(expiresAt).toBeGreaterThan(Date.now() + farcasterLifetimeMs - 1_000)
    expect(channels.pageOf(channel)).toMatchObject({ appName: 'Shop' })
    const waiting = channels.wait('device-a')
    expect(channels.decide(channel, { userName: 'ada.eth' })).toBe(true)
    expect(await waiting).toEqual({ userName: 'ada.eth' })
    // Answered and taken: the page and a second wait find nothing.
    expect(channels.pageOf(channel)).toBeUndefined()
    expect(channels.decide(channel, 'denied')).toBe(false)
    expect(await channels.wait('device-a')).toEqual({ refused: 'Farcaster URI expired' })
  })

  it('keeps an answer given before the wait for the first wait to come', async () => {
    const channels = createFarcasterChannels()
    const { channel } = channels.open('device-a', 'Shop')
    expect(channels.decide(channel, 'denied')).toBe(true)
    expect(await channels.wait('device-a')).toEqual({ refused: 'Farcaster login was denied' })
    expect(await channels.wait('device-a')).toEqual({ refused: 'Farcaster URI expired' })
  })

  it("ends the wait on the old link when the browser asks for a new one, and only that browser's", async () => {
    const channels = createFarcasterChannels()
    const first = channels.open('device-a', 'Shop')
    const other = channels.open('device-b', 'Shop')
    const waiting = channels.wait('device-a')
    const second = channels.open('device-a', 'Shop')
    expect(await waiting).toEqual({ refused: 'Farcaster URI expired' })
    expect(channels.pageOf(first.channel)).toBeUndefined()
    expect(channels.decide(first.channel, { userName: 'ada.eth' })).toBe(false)
    expect(channels.pageOf(other.channel)).toBeDefined()
    const next = channels.wait('device-a')
    channels.decide(second.channel, { userName: 'bob.eth' })
    expect(await next).toEqual({ userName: 'bob.eth' })
  })

  it('ends the wait when the link expires', async () => {
    vi.useFakeTimers({ now: 0 })
    const channels = createFarcasterChannels(1_000)
    const { channel } = channels.open('device-a', 'Shop')
    const waiting = channels.wait('device-a')
    await vi.advanceTimersByTimeAsync(1_000)
    expect(await waiting).toEqual({ refused: 'Farcaster URI expired' })
    expect(channels.pageOf(channel)).toBeUndefined()
    expect(channels.decide(channel, { userName: 'ada.eth' })).toBe(false)
  })

  it(`drops a wait whose browser went away, and a wait past ${maxFarcasterWaiters}`, async () => {
    const channels = createFarcasterChannels()
    const { channel } = channels.open('device-a', 'Shop')
    const gone = new AbortController()
    const dropped = channels.wait('device-a', gone.signal)
    gone.abort()
    expect(await dropped).toEqual({ refused: 'dropped' })
    const waits = Array.from({ length: maxFarcasterWaiters }, () => channels.wait('device-a'))
    expect(await channels.wait('device-a')).toEqual({ refused: 'dropped' })
    channels.decide(channel, { userName: 'ada.eth' })
    expect(await Promise.all(waits)).toEqual(
      Array.from({ length: maxFarcasterWaiters }, () => ({ userName: 'ada.eth' })),
    )
  })

  it('refuses a wait from a browser without a link', async () => {
    expect(await createFarcasterChannels().wait('device-z')).toEqual({
      refused: 'Farcaster URI expired',
    })
  })
})
