import { afterEach, describe, expect, it, vi } from 'vitest'
import { setupAppKit } from '../actions/fixtures/setupAppKit.js'
import { createFakeSecurePage } from '../frame/fixtures/createFakeSecurePage.js'
import type { FrameRequestName } from '../frame/frameProtocol.js'
import { UnverifiedDomainError } from './checkOrigin.js'
import { createFrameSession, type FramePage } from './createFrameSession.js'
import { EmailLoginOffError } from './EmailLoginOffError.js'
import { stubAuthFetch, testSecureSite } from './fixtures/setupAuth.js'

// The frame session over a fake page (the real frame client, a stand-in secure site) and a kit
// whose Wallet API allowlist is stubbed.
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  vi.unstubAllGlobals()
})

const originsAsked = (fetchMock: ReturnType<typeof stubAuthFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/projects/v1/origins')).length

function setup(
  options: {
    pageOrigin?: string
    secureSite?: string | null
    loadTimeoutMs?: number
    timeoutsMs?: Partial<Record<FrameRequestName, number>>
  } = {},
) {
  const fetchMock = stubAuthFetch(['https://dapp.example'])
  const secureSite = options.secureSite === undefined ? testSecureSite : options.secureSite
  const { appKit } = setupAppKit({
    config: { services: secureSite === null ? {} : { secureSite } },
  })
  const fake = createFakeSecurePage({
    siteOrigin: testSecureSite,
    ...(options.pageOrigin ? { pageOrigin: options.pageOrigin } : {}),
  })
  fake.site.handle('IS_CONNECTED', { result: { isConnected: true } })
  const page: FramePage = {
    origin: fake.origin,
    openFrame: (src, frameOptions) =>
      fake.openFrame(src, {
        ...frameOptions,
        loadTimeoutMs: options.loadTimeoutMs ?? 20_000,
        ...(options.timeoutsMs ? { timeoutsMs: options.timeoutsMs } : {}),
      }),
  }
  const session = createFrameSession(appKit, page)
  cleanups.push(() => {
    session.dispose()
    appKit.destroy()
  })
  // SPEC section 8's alerts the session opens, in order (their words arrive a moment later).
  const alerts: string[] = []
  appKit.events.on('alert', ({ key }) => alerts.push(key))
  return { appKit, session, fake, site: fake.site, fetchMock, alerts }
}

/** Lets alerts raised by now arrive (their words are a chunk of their own). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('createFrameSession', () => {
  it('opens no frame until the first request, then keeps the one it opened', async () => {
    const { session, fake } = setup()
    expect(fake.frames()).toBe(0)
    expect(session.isOpen()).toBe(false)
    await session.request('IS_CONNECTED', {})
    await session.request('IS_CONNECTED', {})
    expect(fake.frames()).toBe(1)
    expect(session.isOpen()).toBe(true)
    expect(fake.site.receivedOf('IS_CONNECTED')).toHaveLength(2)
  })

  it("checks the page's origin once, when it passes", async () => {
    const { session, fetchMock } = setup({ pageOrigin: 'https://dapp.example' })
    await session.request('IS_CONNECTED', {})
    await session.request('IS_CONNECTED', {})
    expect(originsAsked(fetchMock)).toBe(1)
  })

  it('refuses an origin off the allowlist before any frame, and does not ask again', async () => {
    const { session, fake, fetchMock } = setup({ pageOrigin: 'https://evil.example' })
    await expect(session.request('IS_CONNECTED', {})).rejects.toBeInstanceOf(UnverifiedDomainError)
    await expect(session.request('IS_CONNECTED', {})).rejects.toBeInstanceOf(UnverifiedDomainError)
    expect(originsAsked(fetchMock)).toBe(1)
    expect(fake.frames()).toBe(0)
  })

  it('asks the Wallet API again after it failed to answer', async () => {
    const { session, fetchMock } = setup({ pageOrigin: 'https://dapp.example' })
    const answer = fetchMock.getMockImplementation()
    fetchMock.mockImplementationOnce(async () => new Response('', { status: 503 }))
    await expect(session.request('IS_CONNECTED', {})).rejects.toMatchObject({
      code: 'SERVER_ERROR',
    })
    fetchMock.mockImplementation(answer as NonNullable<typeof answer>)
    await expect(session.request('IS_CONNECTED', {})).resolves.toEqual({ isConnected: true })
    expect(originsAsked(fetchMock)).toBe(2)
  })

  it('rejects with EMAIL_LOGIN_OFF and opens nothing when no secure site is set', async () => {
    const { session, fake } = setup({ secureSite: null })
    await expect(session.request('IS_CONNECTED', {})).rejects.toBeInstanceOf(EmailLoginOffError)
    expect(fake.frames()).toBe(0)
  })

  it('tells the frame the theme and the app once ready, and the theme on each change', async () => {
    const { session, site, appKit } = setup()
    await session.request('IS_CONNECTED', {})
    await vi.waitFor(() => expect(site.receivedOf('SYNC_DAPP_DATA')).toHaveLength(1), {
      timeout: 5_000,
    })
    expect(site.receivedOf('SYNC_DAPP_DATA')[0]?.payload).toMatchObject({
      metadata: { name: 'Test dapp' },
    })
    const next = appKit.stores.theme.getState().themeMode === 'dark' ? 'light' : 'dark'
    appKit.stores.theme.setState((state) => ({ ...state, themeMode: next }))
    await vi.waitFor(() => expect(site.receivedOf('SYNC_THEME')).toHaveLength(2), {
      timeout: 5_000,
    })
    expect(site.receivedOf('SYNC_THEME')[1]?.payload).toEqual({ themeMode: next })
  })

  it("posts the app's data before the first request, which the secure site's pages name the app by", async () => {
    const { session, site } = setup()
    await session.request('IS_CONNECTED', {})
    expect(site.received.map((message) => message.type).slice(0, 3)).toEqual([
      'SYNC_THEME',
      'SYNC_DAPP_DATA',
      'IS_CONNECTED',
    ])
  })

  it('builds the frame again on the next request after it never loaded', async () => {
    const { session, fake } = setup({ loadTimeoutMs: 50 })
    fake.site.loads = false
    await expect(session.request('IS_CONNECTED', {})).rejects.toMatchObject({
      code: 'IFRAME_LOAD_FAILED',
    })
    await vi.waitFor(() => expect(session.isOpen()).toBe(false), { timeout: 5_000 })
    expect(fake.frames()).toBe(0)
    fake.site.loads = true
    await expect(session.request('IS_CONNECTED', {})).resolves.toEqual({ isConnected: true })
    expect(fake.frames()).toBe(1)
  })

  it('after dispose removes its frame, and aborts any request without opening another', async () => {
    const { session, fake } = setup()
    await session.request('IS_CONNECTED', {})
    session.dispose()
    expect(fake.frames()).toBe(0)
    expect(fake.messageListeners()).toBe(0)
    await expect(session.request('IS_CONNECTED', {})).rejects.toMatchObject({
      code: 'IFRAME_REQUEST_ABORTED',
    })
    expect(fake.frames()).toBe(0)
  })

  describe('alerts', () => {
    it('opens IFRAME_LOAD_FAILED once for a frame that never loaded, however many requests waited', async () => {
      const { session, fake, alerts } = setup({ loadTimeoutMs: 50 })
      fake.site.loads = false
      const first = session.request('IS_CONNECTED', {})
      const second = session.request('GET_USER', { chainId: 31337 })
      await expect(first).rejects.toMatchObject({ code: 'IFRAME_LOAD_FAILED' })
      await expect(second).rejects.toMatchObject({ code: 'IFRAME_LOAD_FAILED' })
      await vi.waitFor(() => expect(alerts).toEqual(['IFRAME_LOAD_FAILED']), { timeout: 5_000 })
      await settled()
      expect(alerts).toEqual(['IFRAME_LOAD_FAILED'])
    })

    it('opens IFRAME_REQUEST_TIMEOUT for a request the loaded frame left unanswered', async () => {
      const { session, alerts } = setup({ timeoutsMs: { GET_USER: 50 } })
      await expect(session.request('GET_USER', { chainId: 31337 })).rejects.toMatchObject({
        code: 'IFRAME_REQUEST_TIMEOUT',
      })
      await vi.waitFor(() => expect(alerts).toEqual(['IFRAME_REQUEST_TIMEOUT']), {
        timeout: 5_000,
      })
    })

    it('opens UNVERIFIED_DOMAIN once for a refused origin, and keeps rejecting', async () => {
      const { session, alerts } = setup({ pageOrigin: 'https://evil.example' })
      await expect(session.request('IS_CONNECTED', {})).rejects.toBeInstanceOf(
        UnverifiedDomainError,
      )
      await expect(session.request('CONNECT_EMAIL', { email: 'a@b.c' })).rejects.toBeInstanceOf(
        UnverifiedDomainError,
      )
      await vi.waitFor(() => expect(alerts).toEqual(['UNVERIFIED_DOMAIN']), { timeout: 5_000 })
      await settled()
      expect(alerts).toEqual(['UNVERIFIED_DOMAIN'])
    })

    it("opens none for a sign-out's failures, the frame's own error answers, or an abort", async () => {
      const { session, site, alerts } = setup({ timeoutsMs: { SIGN_OUT: 50 } })
      await expect(session.request('SIGN_OUT', undefined)).rejects.toMatchObject({
        code: 'IFRAME_REQUEST_TIMEOUT',
      })
      site.handle('GET_USER', { error: 'No user' })
      await expect(session.request('GET_USER', { chainId: 31337 })).rejects.toMatchObject({
        code: 'IFRAME_REQUEST_FAILED',
      })
      const abort = new AbortController()
      const aborted = session.request('CONNECT_EMAIL', { email: 'a@b.c' }, { signal: abort.signal })
      abort.abort()
      await expect(aborted).rejects.toMatchObject({ code: 'IFRAME_REQUEST_ABORTED' })
      await settled()
      expect(alerts).toEqual([])
    })

    it('opens none for a frame removed by dispose while a request waited for it', async () => {
      const { session, fake, alerts } = setup()
      fake.site.loads = false // still loading when disposed
      const pending = session.request('GET_USER', { chainId: 31337 })
      await vi.waitFor(() => expect(fake.frames()).toBe(1), { timeout: 5_000 })
      session.dispose()
      // The frame's load ends as failed ('The secure frame was removed'): not the visitor's fault.
      await expect(pending).rejects.toMatchObject({ code: 'IFRAME_LOAD_FAILED' })
      await settled()
      expect(alerts).toEqual([])
    })
  })
})
