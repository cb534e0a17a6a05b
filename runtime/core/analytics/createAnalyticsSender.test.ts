import { describe, expect, it, vi } from 'vitest'
import { createAnalyticsSender, maxQueuedEvents, sendTimeoutMs } from './createAnalyticsSender.js'
import { createTestAnalyticsPage } from './fixtures/createTestAnalyticsPage.js'

const endpoint =
  'https://pulse.example/e?projectId=0123456789abcdef0123456789abcdef&st=appkit&sv=react-appkit-0.1.0'
const event = (n: number) => JSON.stringify({ eventId: `id-${n}`, props: { event: 'MODAL_OPEN' } })

function setup(options: { beacon?: boolean } = {}) {
  const page = createTestAnalyticsPage(options)
  const onForbidden = vi.fn()
  const onUnreachable = vi.fn()
  const sender = createAnalyticsSender({
    endpoint,
    environment: page.environment,
    onForbidden,
    onUnreachable,
  })
  const ids = () => page.received.map((request) => request.body.eventId)
  return { page, sender, onForbidden, onUnreachable, ids }
}

describe('createAnalyticsSender', () => {
  it("sends nothing from the caller's task: events leave from an idle moment", async () => {
    const { page, sender, ids } = setup()
    sender.send(event(1))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(page.requests.fetches).toBe(0)
    await page.idle()
    expect(ids()).toEqual(['id-1'])
  })

  it('posts each event alone, as text/plain JSON with keepalive, to the endpoint with its query', async () => {
    const { page, sender, ids } = setup()
    for (const n of [1, 2, 3]) sender.send(event(n))
    await page.idle(10)
    expect(ids()).toEqual(['id-1', 'id-2', 'id-3'])
    expect(page.received[0]).toEqual({
      via: 'fetch',
      path: '/e',
      query: {
        projectId: '0123456789abcdef0123456789abcdef',
        st: 'appkit',
        sv: 'react-appkit-0.1.0',
      },
      contentType: 'text/plain;charset=UTF-8',
      keepalive: true,
      body: { eventId: 'id-1', props: { event: 'MODAL_OPEN' } },
    })
  })

  it('sends what is queued with sendBeacon when the page is hidden, and keeps sending after', async () => {
    const { page, sender, ids } = setup()
    for (const n of [1, 2, 3]) sender.send(event(n))
    page.hide()
    await page.settled()
    expect(page.received.map((request) => request.via)).toEqual(['beacon', 'beacon', 'beacon'])
    // A Blob's type comes out lowercased, as browsers send it.
    expect(page.received[0]?.contentType).toBe('text/plain;charset=utf-8')
    expect(ids()).toEqual(['id-1', 'id-2', 'id-3'])
    // Hidden is not gone (a tab switch): the next event goes the usual way.
    sender.send(event(4))
    await page.idle()
    expect(ids()).toEqual(['id-1', 'id-2', 'id-3', 'id-4'])
    expect(page.received.at(-1)?.via).toBe('fetch')
  })

  it('flushes with a keepalive fetch where there is no sendBeacon', async () => {
    const { page, sender } = setup({ beacon: false })
    sender.send(event(1))
    page.hide()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(page.received.map((request) => [request.via, request.keepalive])).toEqual([
      ['fetch', true],
    ])
  })

  it('flushes on stop() and stops listening to the page', async () => {
    const { page, sender, ids } = setup()
    expect(page.hideListeners).toBe(1)
    sender.send(event(1))
    sender.stop()
    await page.settled()
    expect(ids()).toEqual(['id-1'])
    expect(page.hideListeners).toBe(0)
    sender.send(event(2))
    await page.idle()
    expect(ids()).toEqual(['id-1'])
  })

  it('gives up after one failed send when the endpoint is down: one report, no retries', async () => {
    const { page, sender, onUnreachable, onForbidden } = setup()
    page.setMode('down')
    for (let n = 0; n < 50; n++) sender.send(event(n))
    await page.idle(10)
    expect(page.requests).toEqual({ fetches: 1, beacons: 0 })
    expect(onUnreachable).toHaveBeenCalledTimes(1)
    expect(onForbidden).not.toHaveBeenCalled()
    // Back up later in the page: still nothing, even on page hide.
    page.setMode('ok')
    sender.send(event(99))
    page.hide()
    await page.idle()
    expect(page.requests).toEqual({ fetches: 1, beacons: 0 })
    expect(page.hideListeners).toBe(0)
    expect(onUnreachable).toHaveBeenCalledTimes(1)
  })

  it('gives up on an error status too', async () => {
    const { page, sender, onUnreachable } = setup()
    page.setMode('server error')
    sender.send(event(1))
    sender.send(event(2))
    await page.idle()
    expect(page.requests.fetches).toBe(1)
    expect(onUnreachable).toHaveBeenCalledTimes(1)
  })

  it('gives up on a send that gets no answer within its timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const { page, sender, onUnreachable } = setup()
      page.setMode('silent')
      sender.send(event(1))
      sender.send(event(2))
      await page.idle()
      expect(onUnreachable).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(sendTimeoutMs - 1)
      expect(onUnreachable).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1)
      expect(onUnreachable).toHaveBeenCalledTimes(1)
      expect(page.requests.fetches).toBe(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('stops for good on a 403, once', async () => {
    const { page, sender, onForbidden, onUnreachable } = setup()
    page.setMode('forbidden')
    for (const n of [1, 2, 3]) sender.send(event(n))
    await page.idle(10)
    expect(onForbidden).toHaveBeenCalledTimes(1)
    expect(onUnreachable).not.toHaveBeenCalled()
    page.setMode('ok')
    sender.send(event(4))
    page.hide()
    await page.idle()
    expect(page.requests).toEqual({ fetches: 1, beacons: 0 })
  })

  it(`keeps at most ${maxQueuedEvents} events waiting`, async () => {
    const { page, sender, ids } = setup()
    for (let n = 0; n < 100; n++) sender.send(event(n))
    page.hide()
    await page.settled()
    expect(ids()).toEqual(Array.from({ length: maxQueuedEvents }, (_, n) => `id-${n}`))
  })
})
