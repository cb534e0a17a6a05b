import { afterEach, describe, expect, it } from 'vitest'
import { requestWithHost } from '../http/fixtures/requestWithHost.js'
import { type AnalyticsRecorder, startAnalyticsRecorder } from './startAnalyticsRecorder.js'

const recorders: AnalyticsRecorder[] = []
const query = 'projectId=0123456789abcdef0123456789abcdef&st=appkit&sv=react-appkit-0.1.0'

async function start(options: Parameters<typeof startAnalyticsRecorder>[0] = {}) {
  const recorder = await startAnalyticsRecorder(options)
  recorders.push(recorder)
  return recorder
}

function event(name: string, extra: Record<string, unknown> = {}) {
  return JSON.stringify({
    eventId: crypto.randomUUID(),
    url: 'http://127.0.0.1:5173/',
    domain: '127.0.0.1:5173',
    timestamp: Date.now(),
    props: { type: 'track', event: name, ...extra },
  })
}

// As the kit sends it when `sendBeacon` is missing: text/plain, so no preflight.
function post(recorder: AnalyticsRecorder, body: string, contentType = 'text/plain;charset=UTF-8') {
  return fetch(`${recorder.url}/e?${query}`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
    signal: AbortSignal.timeout(5_000),
  })
}

afterEach(async () => {
  await Promise.all(recorders.splice(0).map((recorder) => recorder.close()))
})

describe('startAnalyticsRecorder', () => {
  it('records each POST /e in order with its query, answering 204 to any origin', async () => {
    const recorder = await start()
    expect(recorder.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(recorder.pageUrl).toBe(`${recorder.url}/`)
    const before = Date.now()
    for (const name of ['MODAL_OPEN', 'CONNECT_SUCCESS', 'MODAL_CLOSE']) {
      const response = await post(recorder, event(name))
      expect(response.status).toBe(204)
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
    }
    const events = recorder.events()
    expect(events.map((each) => [each.seq, each.event, each.type])).toEqual([
      [1, 'MODAL_OPEN', 'track'],
      [2, 'CONNECT_SUCCESS', 'track'],
      [3, 'MODAL_CLOSE', 'track'],
    ])
    expect(events[0]?.query).toEqual({
      projectId: '0123456789abcdef0123456789abcdef',
      st: 'appkit',
      sv: 'react-appkit-0.1.0',
    })
    expect(events[0]?.contentType).toBe('text/plain;charset=UTF-8')
    expect(events[0]?.receivedAt).toBeGreaterThanOrEqual(before)
    expect(events[0]?.body).toMatchObject({
      domain: '127.0.0.1:5173',
      props: { event: 'MODAL_OPEN' },
    })
    const listed = await fetch(`${recorder.url}/events.json`, {
      signal: AbortSignal.timeout(5_000),
    })
    expect(await listed.json()).toEqual(events)
  })

  it('takes any content type, and keeps a body that is not JSON as { invalid }', async () => {
    const recorder = await start()
    expect((await post(recorder, event('SEND_SUCCESS'), 'application/json')).status).toBe(204)
    expect((await post(recorder, '{"props": {', 'application/octet-stream')).status).toBe(204)
    const [json, broken] = recorder.events()
    expect(json?.event).toBe('SEND_SUCCESS')
    expect(broken?.body).toEqual({ invalid: '{"props": {' })
    expect(broken?.event).toBeUndefined()
  })

  it('answers a CORS preflight, for a kit that sends JSON with fetch', async () => {
    const recorder = await start()
    const response = await fetch(`${recorder.url}/e?${query}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
      signal: AbortSignal.timeout(5_000),
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type')
    expect(recorder.events()).toEqual([])
  })

  it('keeps only the newest events past its cap, and says how many went', async () => {
    const recorder = await start({ keep: 3 })
    for (let index = 1; index <= 5; index++) await post(recorder, event(`EVENT_${index}`))
    expect(recorder.events().map((each) => each.event)).toEqual(['EVENT_3', 'EVENT_4', 'EVENT_5'])
    const page = await (
      await fetch(recorder.pageUrl, { signal: AbortSignal.timeout(5_000) })
    ).text()
    expect(page).toContain('2 older event(s) let go')
    expect(page).not.toContain('EVENT_2')
  })

  it('answers a test-chosen status, and still records the attempts', async () => {
    const recorder = await start()
    for (const status of [403, 500]) {
      recorder.respondWith(status)
      const response = await post(recorder, event('MODAL_OPEN'))
      expect(response.status).toBe(status)
      // Readable by the page: the kit tells a 403 (a project not allowed) from a network error.
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
    }
    recorder.respondWith(undefined)
    expect((await post(recorder, event('MODAL_CLOSE'))).status).toBe(204)
    expect(recorder.events().map((each) => each.answer)).toEqual([403, 500, 204])
    expect(() => recorder.respondWith(42)).toThrow(RangeError)
  })

  it('drops the connection unanswered, or never answers, when told', async () => {
    const recorder = await start()
    recorder.respondWith('close')
    await expect(post(recorder, event('MODAL_OPEN'))).rejects.toThrow()
    recorder.respondWith('hang')
    const hung = fetch(`${recorder.url}/e?${query}`, {
      method: 'POST',
      body: event('MODAL_CLOSE'),
      signal: AbortSignal.timeout(300),
    })
    await expect(hung).rejects.toThrow(/timeout|abort/i)
    expect(recorder.events().map((each) => [each.event, each.answer])).toEqual([
      ['MODAL_OPEN', 'close'],
      ['MODAL_CLOSE', 'hang'],
    ])
  })

  it('refuses a body over 32 KB with 413 and records nothing', async () => {
    const recorder = await start()
    const response = await post(
      recorder,
      event('INTERNAL_SDK_ERROR', { stack: 'x'.repeat(40_000) }),
    )
    expect(response.status).toBe(413)
    expect(recorder.events()).toEqual([])
  })

  it('waits for an event by name, and names what came instead when it does not', async () => {
    const recorder = await start()
    const waiting = recorder.waitForEvent('CONNECT_SUCCESS', { timeoutMs: 10_000 })
    await post(recorder, event('MODAL_OPEN'))
    await post(recorder, event('CONNECT_SUCCESS'))
    expect((await waiting).seq).toBe(2)
    // Already recorded: found at once; `after` skips what a test saw before.
    expect((await recorder.waitForEvent('MODAL_OPEN')).seq).toBe(1)
    await expect(recorder.waitForEvent('MODAL_OPEN', { after: 2, timeoutMs: 100 })).rejects.toThrow(
      'no analytics event MODAL_OPEN recorded within 100 ms; recorded: MODAL_OPEN, CONNECT_SUCCESS',
    )
    recorder.clear()
    expect(recorder.events()).toEqual([])
    await post(recorder, event('MODAL_CLOSE'))
    // The numbering goes on after clear(), so `after` stays meaningful.
    expect(recorder.events()[0]?.seq).toBe(3)
  })

  it('answers 421 to a page that rebinds its name to 127.0.0.1, and records nothing', async () => {
    const recorder = await start()
    await post(recorder, event('CONNECT_SUCCESS', { address: '0xabc' }))
    const port = Number(new URL(recorder.url).port)
    for (const path of ['/', '/events.json']) {
      const forged = await requestWithHost(port, `rebind.example:${port}`, path)
      expect(forged.status).toBe(421)
      expect(forged.body).not.toContain('0xabc')
    }
    expect((await requestWithHost(port, `localhost:${port}`, '/events.json')).status).toBe(200)
    expect(recorder.events()).toHaveLength(1)
  })

  it('serves its page with a policy that runs no script', async () => {
    const recorder = await start()
    await post(recorder, event('MODAL_OPEN'))
    const response = await fetch(recorder.pageUrl, { signal: AbortSignal.timeout(5_000) })
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    )
    expect(await response.text()).toContain('MODAL_OPEN')
  })
})
