import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createFakePopup,
  postFrom,
  socialDenied,
  socialResult,
} from './fixtures/createFakePopup.js'
import { SocialLoginError } from './SocialLoginError.js'
import { waitForSocialResult } from './waitForSocialResult.js'

// The popup's answer is a message to this page: taken only from the secure site's exact origin
// and the popup's own window (SECURITY.md, "The secure frame"); anything else is dropped and the
// wait goes on. happy-dom is the page; the popup is a stand-in.
const secureOrigin = 'https://secure.example'
const resultUri = `${secureOrigin}/social/callback?code=c1&state=s1`

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

function setup(options: { signal?: AbortSignal } = {}) {
  const popup = createFakePopup()
  const ignored = vi.fn()
  const waiting = waitForSocialResult({
    popup: popup.window,
    secureOrigin,
    window,
    pollMs: 1_000,
    onIgnored: ignored,
    ...options,
  })
  const outcome = waiting.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  )
  return { popup, ignored, outcome }
}

const settledYet = async (outcome: Promise<unknown>) =>
  Promise.race([outcome.then(() => true), new Promise((resolve) => setTimeout(resolve, 20, false))])

describe('waitForSocialResult', () => {
  it('resolves with the result uri the popup posts from the secure origin', async () => {
    const { popup, outcome } = setup()
    postFrom(window, popup.window, secureOrigin, socialResult(resultUri))
    expect(await outcome).toEqual({ ok: true, value: resultUri })
  })

  type Sender = 'popup' | 'page' | 'other window' | 'no window'
  it.each<[string, string, Sender]>([
    ['another origin', 'https://evil.example', 'popup'],
    ['a look-alike origin', 'https://secure.example.evil.com', 'popup'],
    ['the http origin of the same host', 'http://secure.example', 'popup'],
    ['the page itself', window.location.origin, 'page'],
    ['the page itself, claiming the secure origin', secureOrigin, 'page'],
    ['another window', secureOrigin, 'other window'],
    ['no window', secureOrigin, 'no window'],
  ])('drops a result from %s', async (_, origin, sender) => {
    const { popup, ignored, outcome } = setup()
    const sources = {
      popup: popup.window,
      page: window,
      'other window': createFakePopup().window,
      'no window': null,
    }
    postFrom(window, sources[sender], origin, socialResult(resultUri))
    postFrom(window, sources[sender], origin, socialDenied())
    expect(await settledYet(outcome)).toBe(false)
    expect(ignored).toHaveBeenCalledWith('not from the social popup')
    // The real answer still gets through: the listener stayed.
    postFrom(window, popup.window, secureOrigin, socialResult(resultUri))
    expect(await outcome).toEqual({ ok: true, value: resultUri })
  })

  it.each([
    ['another channel', { channel: 'other', type: 'SOCIAL_RESULT', payload: { resultUri } }],
    ['no channel', { type: 'SOCIAL_RESULT', payload: { resultUri } }],
    ['an unknown type', { channel: 'appkit:secure-frame', type: 'READY', payload: {} }],
    ['a result uri on another origin', socialResult('https://evil.example/social/callback?code=c')],
    ['a relative result uri', socialResult('/social/callback?code=c')],
    ['a javascript: result uri', socialResult('javascript:alert(1)')],
    ['a result uri that is not text', socialResult({ href: resultUri })],
    ['an over-long result uri', socialResult(`${resultUri}&x=${'a'.repeat(2048)}`)],
    ['a string', JSON.stringify(socialResult(resultUri))],
    ['null', null],
  ])('drops a message from the popup with %s', async (_, data) => {
    const { popup, ignored, outcome } = setup()
    postFrom(window, popup.window, secureOrigin, data)
    expect(await settledYet(outcome)).toBe(false)
    expect(ignored).toHaveBeenCalledTimes(1)
    postFrom(window, popup.window, secureOrigin, socialResult(resultUri))
    expect(await outcome).toEqual({ ok: true, value: resultUri })
  })

  it("rejects with the secure site's words on Deny", async () => {
    const { popup, outcome } = setup()
    postFrom(window, popup.window, secureOrigin, socialDenied('Social login was denied'))
    const result = await outcome
    expect(result.ok).toBe(false)
    expect(!result.ok && result.error).toBeInstanceOf(SocialLoginError)
    expect(!result.ok && result.error).toMatchObject({
      shortMessage: 'Social login was denied',
      reason: 'denied',
      canceled: true,
    })
  })

  it('says Social login was denied for a Deny without words', async () => {
    const { popup, outcome } = setup()
    postFrom(window, popup.window, secureOrigin, { ...socialDenied(), payload: { message: ' ' } })
    expect(await outcome).toMatchObject({ error: { shortMessage: 'Social login was denied' } })
  })

  it('rejects with Popup closed at the first check after the popup closed', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const { popup, outcome } = setup()
    await vi.advanceTimersByTimeAsync(3_000)
    popup.closed = true
    await vi.advanceTimersByTimeAsync(999)
    let settled = false
    void outcome.then(() => {
      settled = true
    })
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toMatchObject({
      ok: false,
      error: { shortMessage: 'Popup closed', reason: 'popup-closed' },
    })
  })

  it('rejects at once when the popup is closed already', async () => {
    const popup = createFakePopup()
    popup.close()
    await expect(
      waitForSocialResult({ popup: popup.window, secureOrigin, window }),
    ).rejects.toMatchObject({ shortMessage: 'Popup closed' })
  })

  it('settles once: a second result, or one after the popup closed, finds nobody listening', async () => {
    const added = vi.spyOn(window, 'addEventListener')
    const removed = vi.spyOn(window, 'removeEventListener')
    const { popup, outcome } = setup()
    postFrom(window, popup.window, secureOrigin, socialResult(resultUri))
    postFrom(
      window,
      popup.window,
      secureOrigin,
      socialResult(`${secureOrigin}/social/callback?code=c2`),
    )
    expect(await outcome).toEqual({ ok: true, value: resultUri })
    const listener = added.mock.calls.find(([type]) => type === 'message')?.[1]
    expect(removed.mock.calls.some(([type, l]) => type === 'message' && l === listener)).toBe(true)

    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const closing = setup()
    closing.popup.closed = true
    await vi.advanceTimersByTimeAsync(1_000)
    postFrom(window, closing.popup.window, secureOrigin, socialResult(resultUri))
    expect(await closing.outcome).toMatchObject({ ok: false, error: { reason: 'popup-closed' } })
    expect(closing.ignored).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(0)
  })

  it("gives up when its signal aborts, with the signal's own SocialLoginError", async () => {
    const abort = new AbortController()
    const { outcome } = setup({ signal: abort.signal })
    abort.abort(new SocialLoginError('replaced'))
    expect(await outcome).toMatchObject({ error: { shortMessage: 'Social login replaced' } })

    const plain = new AbortController()
    const aborted = setup({ signal: plain.signal })
    plain.abort()
    expect(await aborted.outcome).toMatchObject({
      error: { shortMessage: 'Social login canceled', reason: 'aborted' },
    })
  })
})
