import { describe, expect, it, vi } from 'vitest'
import { storageKeys } from '../../storage/storageKeys.js'
import { createSocialLogin } from './createSocialLogin.js'
import {
  createFakePopup,
  type FakePopup,
  postFrom,
  socialDenied,
  socialResult,
} from './fixtures/createFakePopup.js'
import { createSocialHarness, resultUriOf, secureOrigin } from './fixtures/createSocialHarness.js'
import { SocialLoginError } from './SocialLoginError.js'

// The popup login over the kit's real frame client and a fake secure site; happy-dom is the page
// the popup posts its result to. Every wait on the flow is bounded (10 s).
const consentPage = `${secureOrigin}/social/github?state=s1`
const bound = { timeout: 10_000 }

function setup(options: { pollMs?: number } = {}) {
  const harness = createSocialHarness({ window, ...options })
  harness.site.handle('GET_SOCIAL_REDIRECT_URI', { result: { uri: consentPage } })
  harness.site.handle('CONNECT_SOCIAL', { result: { userName: 'ada', email: null } })
  return { ...harness, social: createSocialLogin(harness.parameters) }
}

/** Waits until the popup was sent to the consent page, as the login does before it listens. */
async function navigated(popup: FakePopup): Promise<void> {
  await vi.waitFor(() => expect(popup.visited).toEqual([consentPage]), bound)
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  )

describe('createSocialLogin: login', () => {
  it('logs in through the popup and connects, reporting each step with the provider', async () => {
    const { social, site, storage, events, connect } = setup()
    const popup = createFakePopup()
    let closedBeforeConnect: boolean | undefined
    connect.mockImplementation(async () => {
      closedBeforeConnect = popup.closed
    })
    const login = social.login('github', popup.window)
    await navigated(popup)
    expect(events).toEqual([{ stage: 'started', provider: 'github' }])
    postFrom(window, popup.window, secureOrigin, socialResult(resultUriOf('c1')))
    await login
    expect(site.receivedOf('GET_SOCIAL_REDIRECT_URI')).toMatchObject([
      { payload: { provider: 'github' } },
    ])
    expect(site.receivedOf('CONNECT_SOCIAL')).toMatchObject([
      { payload: { uri: resultUriOf('c1'), preferredAccountType: 'smartAccount', chainId: 8453 } },
    ])
    expect(storage.get(storageKeys.socialProvider)).toBe('github')
    expect(storage.get(storageKeys.socialUsername)).toBe('ada')
    expect(connect).toHaveBeenCalledTimes(1)
    expect(closedBeforeConnect).toBe(true)
    expect(events).toEqual([
      { stage: 'started', provider: 'github' },
      { stage: 'requestUserData', provider: 'github' },
      { stage: 'success', provider: 'github' },
    ])
  })

  it('says Popup closed for a blocked popup and asks the secure site nothing', async () => {
    const { social, site, events, connect } = setup()
    const error = await failureOf(social.login('google', null))
    expect(error).toBeInstanceOf(SocialLoginError)
    expect(error).toMatchObject({ shortMessage: 'Popup closed', canceled: true })
    expect(site.received).toEqual([])
    expect(connect).not.toHaveBeenCalled()
    expect(events).toEqual([
      { stage: 'started', provider: 'google' },
      { stage: 'canceled', provider: 'google', message: 'Popup closed' },
    ])
  })

  it('says Popup closed when the user closes the popup before the result', async () => {
    const { social, site, events } = setup({ pollMs: 20 })
    const popup = createFakePopup()
    const login = failureOf(social.login('github', popup.window))
    await navigated(popup)
    popup.closed = true
    expect(await login).toMatchObject({ shortMessage: 'Popup closed' })
    // Posted after it closed: nobody listens any more.
    postFrom(window, popup.window, secureOrigin, socialResult(resultUriOf('late')))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(site.receivedOf('CONNECT_SOCIAL')).toEqual([])
    expect(events.at(-1)).toEqual({
      stage: 'canceled',
      provider: 'github',
      message: 'Popup closed',
    })
  })

  it('says Popup closed when the empty popup is closed while the sign-in page is still asked for', async () => {
    const { social, site } = setup({ pollMs: 20 })
    // The secure site does not answer yet (its frame still loading, say).
    site.handle('GET_SOCIAL_REDIRECT_URI', () => undefined)
    const popup = createFakePopup()
    const login = failureOf(social.login('github', popup.window))
    await vi.waitFor(
      () => expect(site.receivedOf('GET_SOCIAL_REDIRECT_URI')).toHaveLength(1),
      bound,
    )
    popup.closed = true
    expect(await login).toMatchObject({ shortMessage: 'Popup closed', reason: 'popup-closed' })
    expect(popup.visited).toEqual([])
  })

  it('goes back on Deny with the secure site words and closes the popup', async () => {
    const { social, site, events, connect } = setup()
    const popup = createFakePopup()
    const login = failureOf(social.login('discord', popup.window))
    await navigated(popup)
    postFrom(window, popup.window, secureOrigin, socialDenied())
    expect(await login).toMatchObject({ shortMessage: 'Social login was denied', reason: 'denied' })
    expect(popup.closed).toBe(true)
    expect(site.receivedOf('CONNECT_SOCIAL')).toEqual([])
    expect(connect).not.toHaveBeenCalled()
    expect(events.at(-1)).toEqual({
      stage: 'canceled',
      provider: 'discord',
      message: 'Social login was denied',
    })
  })

  it('takes only the popup result from the secure origin, once', async () => {
    const { social, site } = setup()
    const popup = createFakePopup()
    const login = social.login('github', popup.window)
    await navigated(popup)
    postFrom(window, popup.window, 'https://evil.example', socialResult(resultUriOf('evil')))
    postFrom(window, createFakePopup().window, secureOrigin, socialResult(resultUriOf('other')))
    postFrom(window, window, secureOrigin, socialResult(resultUriOf('page')))
    postFrom(window, popup.window, secureOrigin, socialResult(resultUriOf('c1')))
    postFrom(window, popup.window, secureOrigin, socialResult(resultUriOf('c2')))
    await login
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(site.receivedOf('CONNECT_SOCIAL').map(({ payload }) => payload)).toMatchObject([
      { uri: resultUriOf('c1') },
    ])
  })

  it.each([
    ['fails', { error: 'Provider not enabled' }],
    ['gives a page on another origin', { result: { uri: 'https://evil.example/social/github' } }],
    ['gives a look-alike page', { result: { uri: 'https://secure.example.evil.com/social' } }],
  ] as const)(
    'says Failed to initiate social connection when GET_SOCIAL_REDIRECT_URI %s',
    async (_, answer) => {
      const { social, site, events } = setup()
      site.handle('GET_SOCIAL_REDIRECT_URI', answer)
      const popup = createFakePopup()
      const error = await failureOf(social.login('apple', popup.window))
      expect(error).toMatchObject({
        shortMessage: 'Failed to initiate social connection',
        reason: 'initiate',
      })
      expect(popup.visited).toEqual([])
      expect(popup.closed).toBe(true)
      expect(events.at(-1)).toEqual({
        stage: 'error',
        provider: 'apple',
        message: 'Failed to initiate social connection',
      })
    },
  )

  it("rejects with the secure site's words when it refuses the result, and keeps nothing", async () => {
    const { social, site, storage, events, connect } = setup()
    site.handle('CONNECT_SOCIAL', { error: 'This login link was already used' })
    const popup = createFakePopup()
    const login = failureOf(social.login('github', popup.window))
    await navigated(popup)
    postFrom(window, popup.window, secureOrigin, socialResult(resultUriOf('c1')))
    expect(await login).toMatchObject({
      shortMessage: 'This login link was already used',
      reason: 'refused',
    })
    expect(storage.get(storageKeys.socialProvider)).toBeUndefined()
    expect(popup.closed).toBe(true)
    expect(connect).not.toHaveBeenCalled()
    expect(events.slice(-2)).toEqual([
      { stage: 'requestUserData', provider: 'github' },
      { stage: 'error', provider: 'github', message: 'This login link was already used' },
    ])
  })

  it("rejects with the connect's error after the secure site logged the user in", async () => {
    const { social, connect, events } = setup()
    connect.mockRejectedValueOnce(new Error('wallet store refused'))
    const popup = createFakePopup()
    const login = failureOf(social.login('github', popup.window))
    await navigated(popup)
    postFrom(window, popup.window, secureOrigin, socialResult(resultUriOf('c1')))
    const error = await login
    expect(error).toMatchObject({ details: 'wallet store refused' })
    expect(events.at(-1)).toMatchObject({ stage: 'error', provider: 'github' })
  })

  it('gives up the older login when a newer one starts, closing only its popup', async () => {
    const { social, site } = setup()
    const first = createFakePopup()
    const older = failureOf(social.login('github', first.window))
    await navigated(first)
    const second = createFakePopup()
    const newer = social.login('github', second.window)
    expect(await older).toMatchObject({ shortMessage: 'Social login replaced', canceled: true })
    expect(first.closed).toBe(true)
    expect(second.closed).toBe(false)
    await navigated(second)
    postFrom(window, first.window, secureOrigin, socialResult(resultUriOf('old')))
    postFrom(window, second.window, secureOrigin, socialResult(resultUriOf('new')))
    await newer
    expect(site.receivedOf('CONNECT_SOCIAL').map(({ payload }) => payload)).toMatchObject([
      { uri: resultUriOf('new') },
    ])
  })

  it('leaves a popup the newer login was handed (the same named window) open', async () => {
    const { social } = setup()
    const popup = createFakePopup()
    const older = failureOf(social.login('github', popup.window))
    await navigated(popup)
    const newer = social.login('x', popup.window)
    expect(await older).toMatchObject({ reason: 'replaced' })
    expect(popup.closed).toBe(false)
    await vi.waitFor(() => expect(popup.visited).toHaveLength(2), bound)
    postFrom(window, popup.window, secureOrigin, socialResult(resultUriOf('c1')))
    await expect(newer).resolves.toBeUndefined()
  })

  it('gives up and closes the popup when its signal aborts', async () => {
    const { social, site, connect } = setup()
    const popup = createFakePopup()
    const abort = new AbortController()
    const login = failureOf(social.login('github', popup.window, abort.signal))
    await navigated(popup)
    abort.abort()
    expect(await login).toMatchObject({ shortMessage: 'Social login canceled', canceled: true })
    expect(popup.closed).toBe(true)
    expect(site.receivedOf('CONNECT_SOCIAL')).toEqual([])
    expect(connect).not.toHaveBeenCalled()
  })
})
