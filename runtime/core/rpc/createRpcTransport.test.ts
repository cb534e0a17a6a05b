import { createClient } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createRpcTransport } from './createRpcTransport.js'
import {
  rpcHttpOptions,
  rpcRankOptions,
  rpcRetryOptions,
  rpcRetryStatuses,
} from './rpcTransportOptions.js'

interface Call {
  id: number
  method: string
}
interface FetchCall {
  url: string
  at: number
  methods: string[]
}
type Reply = (url: string, calls: Call[], signal: AbortSignal | undefined) => Promise<Response>

const a = 'https://a.rpc.example/'
const b = 'https://b.rpc.example/'
let started = 0
let fetchCalls: FetchCall[] = []

/** Every request goes to `reply`; each is recorded with its URL, time and methods. */
function stubFetch(reply: Reply) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: unknown, init?: { body?: unknown; signal?: AbortSignal }) => {
      const parsed = JSON.parse(String(init?.body)) as Call | Call[]
      const calls = Array.isArray(parsed) ? parsed : [parsed]
      fetchCalls.push({
        url: String(url),
        at: Date.now() - started,
        methods: calls.map(({ method }) => method),
      })
      const response = await reply(String(url), calls, init?.signal ?? undefined)
      return response
    }),
  )
}

function answer(calls: Call[]): Response {
  const results = calls.map(({ id }) => ({ jsonrpc: '2.0', id, result: '0x1' }))
  return Response.json(results)
}
const refuse = () => Promise.reject(new TypeError('fetch failed'))
/** A request that never answers, until its signal aborts (the timeout, or our own stop). */
const hang = (signal: AbortSignal | undefined) =>
  new Promise<Response>((_, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true })
  })
/** Answers with `status` `times` times, then normally. */
function failTimes(times: number, status: number, headers: Record<string, string> = {}): Reply {
  let failed = 0
  return async (_url, calls) => {
    if (failed++ < times) return new Response('refused', { status, headers })
    return answer(calls)
  }
}

/** Runs fake time on by `ms`, so batches (a 0 ms timer) go out and `promise` settles. */
async function settle<T>(promise: Promise<T>, ms = 10): Promise<T> {
  await vi.advanceTimersByTimeAsync(ms)
  return promise
}

/** Each of `times` is at most a few ms after the expected one (a batch waits for a 0 ms timer). */
function expectTimes(times: number[], expected: number[]) {
  expect(times).toHaveLength(expected.length)
  times.forEach((time, index) => {
    expect(time - (expected[index] ?? 0)).toBeGreaterThanOrEqual(0)
    expect(time - (expected[index] ?? 0)).toBeLessThanOrEqual(5)
  })
}

function read(urls: string[], rankUntil?: AbortSignal) {
  const client = createClient({ transport: createRpcTransport(urls, { rankUntil }) })
  return (address = '0x0000000000000000000000000000000000000001' as const) =>
    client.request({ method: 'eth_getBalance', params: [address, 'latest'] })
}

beforeEach(() => {
  vi.useFakeTimers()
  started = Date.now()
  fetchCalls = []
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('rpcTransportOptions', () => {
  it('are the RPC constants of SPEC sections 7 and 9', () => {
    expect(rpcHttpOptions).toEqual({ timeout: 10_000, batch: { batchSize: 1_000 }, retryCount: 0 })
    expect(rpcRetryOptions).toEqual({ retryCount: 3, retryDelay: 150 })
    expect(rpcRetryStatuses).toEqual([403, 408, 413, 429, 500, 502, 503, 504])
    expect(rpcRankOptions).toEqual({
      interval: 4_000,
      sampleCount: 10,
      timeout: 1_000,
      weights: { stability: 0.7, latency: 0.3 },
    })
  })

  it('are what the transport is built with', () => {
    const transport = createRpcTransport([a, b])({})
    expect(transport.config).toMatchObject({ type: 'fallback', retryCount: 3, retryDelay: 150 })
    const perUrl = (transport.value?.transports ?? []) as { config: object; value: object }[]
    expect(perUrl.map(({ config }) => config)).toMatchObject([
      { type: 'http', timeout: 10_000, retryCount: 0 },
      { type: 'http', timeout: 10_000, retryCount: 0 },
    ])
    expect(perUrl.map(({ value }) => value)).toMatchObject([{ url: a }, { url: b }])
  })

  it('refuses a network without an RPC URL', () => {
    expect(() => createRpcTransport([])).toThrow('no RPC URL')
  })
})

describe('createRpcTransport', () => {
  it('falls back to the next URL when one fails, in the listed order', async () => {
    stubFetch((url, calls) => (url === a ? refuse() : Promise.resolve(answer(calls))))
    await expect(settle(read([a, b])())).resolves.toBe('0x1')
    expect(fetchCalls.map(({ url }) => url)).toEqual([a, b])
  })

  it('times an attempt out after 10 s, then retries the list 3 times, 150, 300 and 600 ms on', async () => {
    stubFetch(async (_url, _calls, signal) => hang(signal))
    const result = read([a])().catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(await result).toMatchObject({ name: 'TimeoutError' })
    expectTimes(
      fetchCalls.map(({ at }) => at),
      [0, 10_150, 20_450, 31_050],
    )
  })

  it.each([403, 408, 413, 429, 500, 502, 503, 504])('retries after HTTP %i', async (status) => {
    stubFetch(failTimes(1, status))
    const result = read([a])()
    await vi.advanceTimersByTimeAsync(1_000)
    await expect(result).resolves.toBe('0x1')
    expect(fetchCalls).toHaveLength(2)
  })

  it.each([400, 401, 404, 501])('does not retry after HTTP %i', async (status) => {
    stubFetch(failTimes(1, status))
    const result = read([a])().catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(await result).toMatchObject({ name: 'HttpRequestError', status })
    expect(fetchCalls).toHaveLength(1)
  })

  it('waits the Retry-After of a 429 (seconds, or an HTTP date) instead of backing off', async () => {
    stubFetch(failTimes(1, 429, { 'Retry-After': '3' }))
    const seconds = read([a])()
    await vi.advanceTimersByTimeAsync(10_000)
    await expect(seconds).resolves.toBe('0x1')
    expectTimes(
      fetchCalls.map(({ at }) => at),
      [0, 3_000],
    )

    fetchCalls = []
    started = Date.now()
    const date = new Date(started + 5_000).toUTCString()
    stubFetch(failTimes(1, 503, { 'Retry-After': date }))
    const dated = read([a])()
    await vi.advanceTimersByTimeAsync(10_000)
    await expect(dated).resolves.toBe('0x1')
    // An HTTP date has whole seconds: the wait ends within the second before it.
    expect(fetchCalls[1]?.at).toBeGreaterThan(4_000)
    expect(fetchCalls[1]?.at).toBeLessThanOrEqual(5_005)
  })

  it('sends the calls of one tick as one JSON-RPC batch of at most 1000', async () => {
    stubFetch(async (_url, calls) => answer(calls))
    const request = read([a])
    const all = Promise.all(Array.from({ length: 1_001 }, () => request()))
    await vi.advanceTimersByTimeAsync(10)
    await expect(all).resolves.toHaveLength(1_001)
    expect(fetchCalls.map(({ methods }) => methods.length)).toEqual([1_000, 1])
  })

  it('leaves no timer behind after a read when it does not rank', async () => {
    stubFetch(async (_url, calls) => answer(calls))
    const result = read([a, b])()
    await vi.advanceTimersByTimeAsync(10)
    await expect(result).resolves.toBe('0x1')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(fetchCalls).toHaveLength(1)
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('createRpcTransport ranking', () => {
  /** `a` never answers a ping; both answer reads. */
  function pingOnlyB() {
    stubFetch(async (url, calls, signal) =>
      url === a && calls.some(({ method }) => method === 'net_listening')
        ? hang(signal)
        : answer(calls),
    )
  }
  const pings = () => fetchCalls.filter(({ methods }) => methods.includes('net_listening'))
  const readsAt = (url: string) =>
    fetchCalls.filter(({ url: to, methods }) => to === url && methods.includes('eth_getBalance'))

  it('pings each URL every 4 s (1 s ping timeout) and reads from the best one', async () => {
    pingOnlyB()
    const stop = new AbortController()
    const request = read([a, b], stop.signal)
    await vi.advanceTimersByTimeAsync(500)
    expect(pings().map(({ url, at }) => [url, at])).toEqual([
      [a, 0],
      [b, 0],
    ])
    // `a`'s ping has not timed out yet: the listed order still holds.
    await settle(request())
    expect(readsAt(a)).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(600)
    await settle(request())
    expect(readsAt(b)).toHaveLength(1)
    expect(readsAt(a)).toHaveLength(1)
    // The next round comes 4 s after the first ended (when `a` timed out at 1 s).
    await vi.advanceTimersByTimeAsync(4_000)
    expectTimes(
      pings().map(({ at }) => at),
      [0, 0, 5_000, 5_000],
    )
    stop.abort()
  })

  it('stops for good when its signal aborts: no ping, no timer left', async () => {
    pingOnlyB()
    const stop = new AbortController()
    read([a, b], stop.signal)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(pings()).toHaveLength(2)
    stop.abort()
    // At most the wait already started runs out; the round after it never pings.
    await vi.advanceTimersByTimeAsync(60_000)
    expect(pings()).toHaveLength(2)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('stops at once when its signal aborts during a ping', async () => {
    pingOnlyB()
    const stop = new AbortController()
    read([a, b], stop.signal)
    await vi.advanceTimersByTimeAsync(500)
    stop.abort()
    await vi.advanceTimersByTimeAsync(0)
    expect(vi.getTimerCount()).toBe(0)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(pings()).toHaveLength(2)
  })

  it('does not rank a single URL, nor once the signal has aborted', async () => {
    pingOnlyB()
    read([a], new AbortController().signal)
    read([a, b], AbortSignal.abort())
    await vi.advanceTimersByTimeAsync(60_000)
    expect(fetchCalls).toEqual([])
    expect(vi.getTimerCount()).toBe(0)
  })
})
