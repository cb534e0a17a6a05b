import { describe, expect, it, vi } from 'vitest'
import { storageKeys } from '../../storage/storageKeys.js'
import { createFarcasterLogin, farcasterUriExpired } from './createFarcasterLogin.js'
import { createSocialHarness, secureOrigin } from './fixtures/createSocialHarness.js'
import { SocialLoginError } from './SocialLoginError.js'

// Farcaster's URI flow over the kit's real frame client and a fake secure site.
const bound = { timeout: 10_000 }
const approvalPage = (n: number) => ({ url: `${secureOrigin}/farcaster/${n}`, expiresAt: 2e12 + n })

function setup() {
  const { parameters, site, storage, events, connect } = createSocialHarness()
  const farcaster = createFarcasterLogin({
    request: parameters.request,
    connect,
    storage,
    onEvent: parameters.onEvent,
  })
  let pages = 0
  site.handle('GET_FARCASTER_URI', () => ({ result: approvalPage(++pages) }))
  return { farcaster, site, storage, events, connect }
}

describe('farcasterUriExpired', () => {
  it.each([
    [60_000, false],
    [10_000, false],
    [9_999, true],
    [0, true],
    [-5_000, true],
  ])('with %i ms left says %s', (left, expired) => {
    expect(farcasterUriExpired(1_000_000 + left, 1_000_000)).toBe(expired)
  })
})

describe('createFarcasterLogin', () => {
  it('gives the approval page, then logs in once it is allowed and connects', async () => {
    const { farcaster, site, storage, events, connect } = setup()
    site.handle('CONNECT_FARCASTER', { result: { userName: 'ada.eth' } })
    await expect(farcaster.uri()).resolves.toEqual(approvalPage(1))
    await farcaster.login()
    expect(storage.get(storageKeys.socialProvider)).toBe('farcaster')
    expect(storage.get(storageKeys.socialUsername)).toBe('ada.eth')
    expect(connect).toHaveBeenCalledTimes(1)
    expect(events).toEqual([
      { stage: 'started', provider: 'farcaster' },
      { stage: 'success', provider: 'farcaster' },
    ])
  })

  it("says Failed to connect to farcaster with the secure site's words as details", async () => {
    const { farcaster, site, storage, events, connect } = setup()
    site.handle('CONNECT_FARCASTER', { error: 'Farcaster login was denied' })
    await farcaster.uri()
    const error = await farcaster.login().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SocialLoginError)
    expect(error).toMatchObject({
      shortMessage: 'Failed to connect to farcaster',
      details: 'Farcaster login was denied',
    })
    expect(storage.get(storageKeys.socialProvider)).toBeUndefined()
    expect(connect).not.toHaveBeenCalled()
    expect(events.at(-1)).toEqual({
      stage: 'error',
      provider: 'farcaster',
      message: 'Failed to connect to farcaster',
    })
  })

  it('says Failed to connect to farcaster when no approval page can be had', async () => {
    const { farcaster, site, events } = setup()
    site.handle('GET_FARCASTER_URI', { error: 'Farcaster is not available' })
    await expect(farcaster.uri()).rejects.toMatchObject({
      shortMessage: 'Failed to connect to farcaster',
      details: 'Farcaster is not available',
    })
    expect(events.map(({ stage }) => stage)).toEqual(['started', 'error'])
  })

  it('follows a newer approval page asked for while it waits, instead of failing', async () => {
    const { farcaster, site } = setup()
    site.handle('CONNECT_FARCASTER', () => undefined)
    await farcaster.uri()
    const login = farcaster.login()
    await vi.waitFor(() => expect(site.receivedOf('CONNECT_FARCASTER')).toHaveLength(1), bound)
    // As the secure site does: a new page ends the wait on the old one.
    site.handle('GET_FARCASTER_URI', () => {
      const [waiting] = site.receivedOf('CONNECT_FARCASTER')
      if (waiting) site.reply(waiting, { error: 'Farcaster URI expired' })
      return { result: approvalPage(2) }
    })
    await expect(farcaster.uri()).resolves.toEqual(approvalPage(2))
    await vi.waitFor(() => expect(site.receivedOf('CONNECT_FARCASTER')).toHaveLength(2), bound)
    const [, again] = site.receivedOf('CONNECT_FARCASTER')
    site.reply(again as NonNullable<typeof again>, { result: { userName: 'ada.eth' } })
    await expect(login).resolves.toBeUndefined()
  })

  it('fails on an expired page when no newer one was asked for', async () => {
    const { farcaster, site } = setup()
    site.handle('CONNECT_FARCASTER', { error: 'Farcaster URI expired' })
    await farcaster.uri()
    await expect(farcaster.login()).rejects.toMatchObject({
      shortMessage: 'Failed to connect to farcaster',
      details: 'Farcaster URI expired',
    })
    expect(site.receivedOf('CONNECT_FARCASTER')).toHaveLength(1)
  })

  it('gives up when its signal aborts', async () => {
    const { farcaster, site, connect, events } = setup()
    site.handle('CONNECT_FARCASTER', () => undefined)
    await farcaster.uri()
    const abort = new AbortController()
    const login = farcaster.login(abort.signal)
    await vi.waitFor(() => expect(site.receivedOf('CONNECT_FARCASTER')).toHaveLength(1), bound)
    abort.abort()
    await expect(login).rejects.toMatchObject({ shortMessage: 'Social login canceled' })
    expect(connect).not.toHaveBeenCalled()
    expect(events.at(-1)).toMatchObject({ stage: 'canceled', provider: 'farcaster' })
  })
})
