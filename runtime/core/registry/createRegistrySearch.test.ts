import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testConfig } from '../fixtures/testConfig.js'
import { createRegistry } from './createRegistry.js'

/** A Wallet API that answers every search with one wallet named after the search text. */
function searchingFetch() {
  return vi.fn(async (input: URL | RequestInfo) => {
    const url = new URL(String(input))
    const search = url.searchParams.get('search') ?? ''
    const data = search ? [{ id: search, name: `${search} Wallet`, chains: [] }] : []
    if (search === 'fail') return new Response('{"message":"boom"}', { status: 503 })
    return new Response(JSON.stringify({ data, count: data.length }))
  })
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function setup() {
  const fetch = searchingFetch()
  const registry = createRegistry({
    config: testConfig(),
    logger: { warn: vi.fn() },
    api: { fetch: fetch as typeof globalThis.fetch },
  })
  const searches = () =>
    fetch.mock.calls.map(([input]) => new URL(String(input)).searchParams.get('search'))
  return { registry, fetch, searches, state: () => registry.store.getState().search }
}

describe('registry search', () => {
  it('waits 300 ms after the last keystroke, then asks for 100 wallets once', async () => {
    const { registry, fetch, searches, state } = setup()
    registry.search('m')
    await vi.advanceTimersByTimeAsync(200)
    registry.search('me')
    await vi.advanceTimersByTimeAsync(200)
    registry.search(' met ')
    expect(state()).toMatchObject({ query: 'met', status: 'pending' })
    await vi.advanceTimersByTimeAsync(299)
    expect(fetch).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(searches()).toEqual(['met'])
    const url = new URL(String(fetch.mock.calls[0]?.[0]))
    expect([url.searchParams.get('entries'), url.searchParams.get('page')]).toEqual(['100', '1'])
    expect(url.searchParams.get('chains')).toBe('eip155:1,eip155:8453')
    expect(state()).toMatchObject({ query: 'met', status: 'ready' })
    expect(state().wallets.map((wallet) => wallet.name)).toEqual(['met Wallet'])
  })

  it('ends the search at once on empty text, with nothing sent', async () => {
    const { registry, fetch, state } = setup()
    registry.search('rain')
    registry.search('   ')
    await vi.advanceTimersByTimeAsync(1_000)
    expect(fetch).not.toHaveBeenCalled()
    expect(state()).toEqual({ query: '', status: 'idle', wallets: [], error: undefined })
  })

  it('never lets an older answer overwrite a newer search', async () => {
    const { registry, fetch, state } = setup()
    let release: (() => void) | undefined
    fetch.mockImplementationOnce(async (input) => {
      await new Promise<void>((resolve) => {
        release = resolve
      })
      const search = new URL(String(input)).searchParams.get('search')
      return new Response(JSON.stringify({ data: [{ id: 'old', name: `${search}` }], count: 1 }))
    })
    registry.search('old')
    await vi.advanceTimersByTimeAsync(300)
    registry.search('new')
    await vi.advanceTimersByTimeAsync(300)
    release?.()
    await vi.advanceTimersByTimeAsync(0)
    expect(state()).toMatchObject({ query: 'new', status: 'ready' })
    expect(state().wallets.map((wallet) => wallet.id)).toEqual(['new'])
  })

  it('reports a failed search, and retries it', async () => {
    const { registry, searches, state } = setup()
    registry.search('fail')
    await vi.advanceTimersByTimeAsync(300)
    expect(state()).toMatchObject({ status: 'error', wallets: [] })
    expect(state().error?.code).toBe('SERVER_ERROR')
    await registry.retry()
    expect(searches()).toEqual(['fail', 'fail'])
  })

  it('drops a pending search on dispose', async () => {
    const { registry, fetch } = setup()
    registry.search('late')
    registry.dispose()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(fetch).not.toHaveBeenCalled()
  })
})
