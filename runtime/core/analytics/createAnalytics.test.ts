import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startWalletApi, type WalletApi } from '../../../sandbox/walletApi/startWalletApi.js'
import { setupAppKit } from '../actions/fixtures/setupAppKit.js'
import { sdkVersion } from '../api/sdkVersion.js'
import type { AppKitEvents } from '../events/AppKitEvents.js'
import { createAnalytics } from './createAnalytics.js'
import { createTestAnalyticsPage } from './fixtures/createTestAnalyticsPage.js'
import type { TrackedEvent } from './startAnalytics.js'

let walletApi: WalletApi
beforeAll(async () => {
  walletApi = await startWalletApi()
})
afterAll(() => walletApi.close())
afterEach(() => {
  walletApi.setFault('/getAnalyticsConfig', undefined)
  walletApi.fixture.isAnalyticsEnabled = true
})

const projectId = '0123456789abcdef0123456789abcdef'
const wait = { timeout: 10_000, interval: 5 }

function setup() {
  const kit = setupAppKit({
    mount: false,
    config: { services: { walletApi: walletApi.url, analytics: 'https://pulse.example/' } },
  })
  const page = createTestAnalyticsPage({ url: 'https://shop.example/cart?coupon=SECRET42#pay' })
  const alerts: AppKitEvents['alert'][] = []
  kit.appKit.events.on('alert', (alert) => alerts.push(alert))
  // The real Wallet API client on the stand-in, told when the project's answer is in.
  let markAnswered: () => void = () => undefined
  const answer = new Promise<void>((resolve) => {
    markAnswered = resolve
  })
  const session = createAnalytics(kit.appKit, {
    environment: page.environment,
    loadWalletApi: async () => {
      const api = await import('../api/walletApi.js')
      return {
        ...api,
        getAnalyticsConfig: (...args: Parameters<typeof api.getAnalyticsConfig>) =>
          // A task later, so the session has acted on the answer.
          api.getAnalyticsConfig(...args).finally(() => setTimeout(markAnswered, 0)),
      }
    },
  })
  const answered = () =>
    Promise.race([
      answer,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('no answer from the stand-in')), wait.timeout),
      ),
    ])
  const events = () => page.received.map((request) => request.body.props as Record<string, unknown>)
  return { ...kit, page, alerts, session, answered, events }
}

const at = (seconds: number) => 1_700_000_000_000 + seconds * 1_000
const modalClose = (timestamp = at(0)): TrackedEvent => ({
  name: 'modalClose',
  data: { connected: false },
  timestamp,
})
const internalError = (n: number, timestamp: number): TrackedEvent => ({
  name: 'internalError',
  data: { errorType: 'TypeError', errorMessage: `failure ${n}`, stack: undefined, uncaught: false },
  timestamp,
})

describe('createAnalytics', () => {
  it('asks the project once, then sends each event to /e with the page but never its query', async () => {
    const { page, session, answered } = setup()
    session.track(modalClose())
    await answered()
    await page.idle()
    expect(page.received).toHaveLength(1)
    expect(page.received[0]).toMatchObject({
      path: '/e',
      query: { projectId, st: 'appkit', sv: sdkVersion },
      body: {
        eventId: '00000000-0000-4000-8000-000000000001',
        url: 'https://shop.example/cart',
        domain: 'shop.example',
        timestamp: at(0),
        props: { type: 'track', event: 'MODAL_CLOSE', connected: false },
      },
    })
    expect(JSON.stringify(page.received)).not.toContain('SECRET42')
    session.track(modalClose(at(1)))
    await page.idle()
    expect(page.received).toHaveLength(2)
    session.stop()
  })

  it('keeps the events before the answer, and sends them once the project says yes', async () => {
    const { page, session, answered, events } = setup()
    for (const n of [0, 1, 2]) session.track(modalClose(at(n)))
    expect(page.requests.fetches).toBe(0)
    await answered()
    await page.idle(10)
    expect(events().map((props) => props.event)).toEqual([
      'MODAL_CLOSE',
      'MODAL_CLOSE',
      'MODAL_CLOSE',
    ])
    session.stop()
  })

  it('sends nothing at all when the project turned analytics off', async () => {
    walletApi.fixture.isAnalyticsEnabled = false
    const { page, session, answered, alerts } = setup()
    session.track(modalClose())
    await answered()
    session.track(modalClose(at(1)))
    session.track(internalError(1, at(2)))
    page.hide()
    await page.idle()
    expect(page.requests).toEqual({ fetches: 0, beacons: 0 })
    expect(alerts).toEqual([])
    session.stop()
  })

  it("raises 'Invalid App Configuration' once on a 403 from /getAnalyticsConfig, and sends nothing", async () => {
    walletApi.setFault('/getAnalyticsConfig', { status: 403 })
    const { page, session, answered, alerts } = setup()
    session.track(modalClose())
    await answered()
    session.track(modalClose(at(1)))
    await page.idle()
    await vi.waitFor(() => expect(alerts).toHaveLength(1), wait)
    expect(alerts[0]).toMatchObject({
      key: 'ORIGIN_NOT_ALLOWED',
      title: 'Invalid App Configuration',
    })
    expect(page.requests).toEqual({ fetches: 0, beacons: 0 })
    session.stop()
  })

  it('sends nothing, and says nothing, when the Wallet API fails to answer', async () => {
    walletApi.setFault('/getAnalyticsConfig', { status: 500 })
    const { page, session, answered, alerts, logger } = setup()
    session.track(modalClose())
    await answered()
    await page.idle()
    expect(page.requests).toEqual({ fetches: 0, beacons: 0 })
    expect(alerts).toEqual([])
    expect(logger.warn).not.toHaveBeenCalled()
    expect(logger.error).not.toHaveBeenCalled()
    session.stop()
  })

  it('sends 5 error reports of a storm of 100 in one second, and more once the minute has rolled', async () => {
    const { page, session, answered, events } = setup()
    await answered()
    for (let n = 0; n < 100; n++) session.track(internalError(n, at(n / 100)))
    session.track(modalClose(at(1)))
    await page.idle(20)
    const reports = events().filter((props) => props.event === 'INTERNAL_SDK_ERROR')
    expect(reports.map((props) => props.errorMessage)).toEqual([
      'failure 0',
      'failure 1',
      'failure 2',
      'failure 3',
      'failure 4',
    ])
    expect(reports[0]).toEqual({
      type: 'error',
      event: 'INTERNAL_SDK_ERROR',
      errorType: 'TypeError',
      errorMessage: 'failure 0',
      stackTrace: '',
      uncaught: false,
    })
    // Usage events are not capped with the errors.
    expect(events().some((props) => props.event === 'MODAL_CLOSE')).toBe(true)
    session.track(internalError(100, at(59)))
    session.track(internalError(101, at(60)))
    await page.idle()
    expect(events().at(-1)?.errorMessage).toBe('failure 101')
    expect(events().filter((props) => props.event === 'INTERNAL_SDK_ERROR')).toHaveLength(6)
    session.stop()
  })

  it("raises 'Invalid App Configuration' once on a 403 from /e, and stops sending", async () => {
    const { page, session, answered, alerts } = setup()
    await answered()
    page.setMode('forbidden')
    for (const n of [0, 1, 2]) session.track(modalClose(at(n)))
    await page.idle(10)
    await vi.waitFor(() => expect(alerts).toHaveLength(1), wait)
    expect(alerts[0]?.key).toBe('ORIGIN_NOT_ALLOWED')
    page.setMode('ok')
    session.track(modalClose(at(5)))
    page.hide()
    await page.idle()
    expect(page.requests.fetches).toBe(1)
    expect(page.received).toEqual([])
    session.stop()
  })

  it('logs one line when the endpoint is down, whatever follows', async () => {
    const { page, session, answered, logger } = setup()
    await answered()
    page.setMode('down')
    for (let n = 0; n < 30; n++) session.track(modalClose(at(n)))
    await page.idle(10)
    for (let n = 0; n < 30; n++) session.track(internalError(n, at(100 + n)))
    await page.idle(10)
    expect(page.requests.fetches).toBe(1)
    expect(logger.warn).toHaveBeenCalledTimes(1)
    expect(logger.warn).toHaveBeenCalledWith(
      'Analytics endpoint unreachable: events of this page are dropped.',
    )
    expect(logger.error).not.toHaveBeenCalled()
    session.stop()
  })

  it('flushes what is queued with a beacon on stop()', async () => {
    const { page, session, answered } = setup()
    await answered()
    session.track(modalClose())
    session.stop()
    await page.settled()
    expect(page.received.map((request) => request.via)).toEqual(['beacon'])
  })
})
