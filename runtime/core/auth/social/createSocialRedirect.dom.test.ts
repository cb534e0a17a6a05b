import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { storageKeys } from '../../storage/storageKeys.js'
import { createSocialLogin } from './createSocialLogin.js'
import { createSocialHarness, resultUriOf, secureOrigin } from './fixtures/createSocialHarness.js'
import { SocialLoginError } from './SocialLoginError.js'

// The messaging mini-app flow: the page goes to the consent page and comes back with
// `result_uri`. happy-dom is the page: its address bar is `location`, set with `history`.
const consentPage = `${secureOrigin}/social/github?state=s1`
const encoded = (uri: string) => encodeURIComponent(uri)

function setup() {
  const harness = createSocialHarness({ window })
  harness.site.handle('GET_SOCIAL_REDIRECT_URI', { result: { uri: consentPage } })
  harness.site.handle('CONNECT_SOCIAL', { result: { userName: 'ada' } })
  return { ...harness, social: createSocialLogin(harness.parameters) }
}

/** Puts `path` (with its query and hash) in the address bar. */
const visit = (path: string, state: unknown = null) => window.history.replaceState(state, '', path)
const address = () => window.location.href.slice(window.location.origin.length)

/** A mini-app login this browser started (what `redirect` stores), its nonce `n1`. */
function waiting(storage: ReturnType<typeof setup>['storage'], provider: string) {
  storage.set(storageKeys.messagingSocialProvider, provider)
  storage.set(storageKeys.messagingSocialNonce, { nonce: 'n1', expiresAt: Date.now() + 60_000 })
}

/** The nonce the return address carries back. */
const back = '&appkit_login=n1'

beforeEach(() => visit('/'))
afterEach(() => vi.restoreAllMocks())

describe('createSocialLogin: finishRedirect', () => {
  it('does nothing on an address without result_uri', async () => {
    const { social, site } = setup()
    visit('/shop?result=1&uri=2#result_uri=3')
    const replaced = vi.spyOn(window.history, 'replaceState')
    await expect(social.finishRedirect()).resolves.toBe(false)
    expect(replaced).not.toHaveBeenCalled()
    expect(address()).toBe('/shop?result=1&uri=2#result_uri=3')
    expect(site.received).toEqual([])
  })

  it('finishes the login and leaves the rest of the address as it was', async () => {
    const { social, site, storage, events, connect } = setup()
    waiting(storage, 'github')
    visit(
      `/shop/item?ref=abc&result_uri=${encoded(resultUriOf('c1'))}${back}&q=a%20b+c&flag#reviews`,
      {
        page: 2,
      },
    )
    const finishing = social.finishRedirect()
    // Before any answer: the address bar no longer holds the link.
    expect(address()).toBe('/shop/item?ref=abc&q=a%20b+c&flag#reviews')
    expect(window.history.state).toEqual({ page: 2 })
    await expect(finishing).resolves.toBe(true)
    expect(site.receivedOf('CONNECT_SOCIAL')).toMatchObject([
      { payload: { uri: resultUriOf('c1'), preferredAccountType: 'smartAccount', chainId: 8453 } },
    ])
    expect(storage.get(storageKeys.socialProvider)).toBe('github')
    expect(storage.get(storageKeys.socialUsername)).toBe('ada')
    expect(storage.get(storageKeys.messagingSocialProvider)).toBeUndefined()
    expect(connect).toHaveBeenCalledTimes(1)
    expect(events).toEqual([
      { stage: 'requestUserData', provider: 'github' },
      { stage: 'success', provider: 'github' },
    ])
  })

  it('removes result_uri as the only parameter, keeping the hash', async () => {
    const { social, storage } = setup()
    waiting(storage, 'x')
    visit(`/?result_uri=${encoded(resultUriOf('c1'))}${back}#top`)
    const finishing = social.finishRedirect()
    expect(address()).toBe('/#top')
    await finishing
  })

  it.each([
    ['not a URL', 'not a url'],
    ['empty', ''],
    ['on another origin', 'https://evil.example/social/callback?code=c1'],
    ['on a look-alike origin', 'https://secure.example.evil.com/social/callback?code=c1'],
    ['a javascript: URL', 'javascript:alert(document.cookie)'],
  ])('refuses a result_uri that is %s, sending nothing', async (_, value) => {
    const { social, site, storage, connect } = setup()
    waiting(storage, 'github')
    visit(`/app?a=1&result_uri=${encoded(value)}${back}`)
    const error = await social.finishRedirect().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SocialLoginError)
    expect(error).toMatchObject({ shortMessage: 'Invalid login link', reason: 'invalid-result' })
    expect(address()).toBe('/app?a=1')
    expect(site.received).toEqual([])
    expect(connect).not.toHaveBeenCalled()
    // Single use: the waiting login is gone too.
    expect(storage.get(storageKeys.messagingSocialProvider)).toBeUndefined()
  })

  it('refuses two result_uri parameters', async () => {
    const { social, site, storage } = setup()
    waiting(storage, 'github')
    visit(
      `/?result_uri=${encoded(resultUriOf('a'))}&result_uri=${encoded(resultUriOf('b'))}${back}`,
    )
    await expect(social.finishRedirect()).rejects.toMatchObject({ reason: 'invalid-result' })
    expect(address()).toBe('/')
    expect(site.received).toEqual([])
  })

  it('refuses a result_uri no login of this page waits for (replayed), sending nothing', async () => {
    const { social, site, storage } = setup()
    waiting(storage, 'github')
    visit(`/?result_uri=${encoded(resultUriOf('c1'))}${back}`)
    await expect(social.finishRedirect()).resolves.toBe(true)
    // The same link again (back button, a shared link): the stored provider was used up.
    visit(`/?result_uri=${encoded(resultUriOf('c1'))}${back}`)
    await expect(social.finishRedirect()).rejects.toMatchObject({
      shortMessage: 'This login link was already used',
      reason: 'replayed',
    })
    expect(address()).toBe('/')
    expect(site.receivedOf('CONNECT_SOCIAL')).toHaveLength(1)
  })

  it.each([
    ['without the nonce', '', 60_000],
    ['with another nonce', '&appkit_login=n2', 60_000],
    ['with the nonce twice', `${back}${back}`, 60_000],
    ['after its 10 minutes', back, -1],
  ])("refuses a result_uri %s: not this browser's login, nothing sent", async (_, nonce, left) => {
    const { social, site, storage } = setup()
    waiting(storage, 'github')
    storage.set(storageKeys.messagingSocialNonce, { nonce: 'n1', expiresAt: Date.now() + left })
    visit(`/?a=1&result_uri=${encoded(resultUriOf('c1'))}${nonce}`)
    await expect(social.finishRedirect()).rejects.toMatchObject({ reason: 'replayed' })
    expect(address()).toBe('/?a=1')
    expect(site.received).toEqual([])
    expect(storage.get(storageKeys.messagingSocialNonce)).toBeUndefined()
  })

  it('refuses a stored provider that is not a popup provider', async () => {
    const { social, site, storage } = setup()
    waiting(storage, 'farcaster')
    visit(`/?result_uri=${encoded(resultUriOf('c1'))}${back}`)
    await expect(social.finishRedirect()).rejects.toMatchObject({ reason: 'replayed' })
    expect(site.received).toEqual([])
  })

  it("rejects with the secure site's words when it refuses the code", async () => {
    const { social, site, storage, events, connect } = setup()
    site.handle('CONNECT_SOCIAL', { error: 'This login link expired' })
    waiting(storage, 'github')
    visit(`/?result_uri=${encoded(resultUriOf('c1'))}${back}`)
    await expect(social.finishRedirect()).rejects.toMatchObject({
      shortMessage: 'This login link expired',
    })
    expect(connect).not.toHaveBeenCalled()
    expect(storage.get(storageKeys.socialProvider)).toBeUndefined()
    expect(events.at(-1)).toEqual({
      stage: 'error',
      provider: 'github',
      message: 'This login link expired',
    })
  })
})

describe('createSocialLogin: redirect', () => {
  it('remembers the provider and sends the page to the consent page, to come back here', async () => {
    const { social, site, storage, events } = setup()
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined)
    visit(`/shop?ref=abc&result_uri=${encoded(resultUriOf('old'))}#top`)
    await social.redirect('github')
    expect(storage.get(storageKeys.messagingSocialProvider)).toBe('github')
    const pending = storage.get(storageKeys.messagingSocialNonce)
    expect(pending?.nonce).toMatch(/^[0-9a-f-]{36}$/)
    // The return address: this page without the old result, with this login's nonce.
    expect(site.receivedOf('GET_SOCIAL_REDIRECT_URI')).toMatchObject([
      {
        payload: {
          provider: 'github',
          returnTo: `${window.location.origin}/shop?ref=abc&appkit_login=${pending?.nonce}#top`,
        },
      },
    ])
    expect(assign).toHaveBeenCalledWith(consentPage)
    expect(events).toEqual([{ stage: 'started', provider: 'github' }])
  })

  it.each([
    ['fails', { error: 'Provider not enabled' }],
    ['gives a page on another origin', { result: { uri: 'https://evil.example/consent' } }],
  ] as const)('goes nowhere when GET_SOCIAL_REDIRECT_URI %s', async (_, answer) => {
    const { social, site, storage, events } = setup()
    site.handle('GET_SOCIAL_REDIRECT_URI', answer)
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined)
    await expect(social.redirect('facebook')).rejects.toMatchObject({
      shortMessage: 'Failed to initiate social connection',
    })
    expect(assign).not.toHaveBeenCalled()
    expect(storage.get(storageKeys.messagingSocialProvider)).toBeUndefined()
    expect(events.at(-1)).toEqual({
      stage: 'error',
      provider: 'facebook',
      message: 'Failed to initiate social connection',
    })
  })
})
