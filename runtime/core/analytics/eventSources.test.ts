import { afterEach, describe, expect, it, vi } from 'vitest'
import { createHistoryPager } from '../blockchainApi/createHistoryPager.js'
import { evmAddress, setupHubKit } from '../blockchainApi/fixtures/setupHubKit.js'
import { serveTestBlockchainApi } from '../blockchainApi/fixtures/startTestBlockchainApi.js'
import type { AppKitEvents } from '../events/AppKitEvents.js'
import { testConfig } from '../fixtures/testConfig.js'
import { createRegistry } from '../registry/createRegistry.js'

// The two kit events analytics added, where they start: the wallet search once the typing
// pauses (SEARCH_WALLET) and a failed history page (ERROR_FETCH_TRANSACTIONS).

const server = serveTestBlockchainApi()

afterEach(() => {
  vi.useRealTimers()
})

describe('searchWallet', () => {
  function setup() {
    const fetch = vi.fn(async (input: URL | RequestInfo) => {
      const search = new URL(String(input)).searchParams.get('search')
      if (search === 'fail') return new Response('{"message":"boom"}', { status: 503 })
      return Response.json({ data: [], count: 0 })
    })
    const searched: string[] = []
    const registry = createRegistry({
      config: testConfig(),
      logger: { warn: vi.fn() },
      api: { fetch: fetch as typeof globalThis.fetch },
      onSearch: (query) => searched.push(query),
    })
    return { registry, searched }
  }

  it('is told once per search sent, after the typing pause, with the trimmed text', async () => {
    vi.useFakeTimers()
    const { registry, searched } = setup()
    for (const text of ['r', 'ra', 'rai', ' rain ']) {
      registry.search(text)
      await vi.advanceTimersByTimeAsync(100)
    }
    expect(searched).toEqual([])
    await vi.advanceTimersByTimeAsync(300)
    expect(searched).toEqual(['rain'])
    registry.search('')
    await vi.advanceTimersByTimeAsync(1_000)
    expect(searched).toEqual(['rain'])
    registry.dispose()
  })

  it('is not told again when a failed search is retried', async () => {
    vi.useFakeTimers()
    const { registry, searched } = setup()
    registry.search('fail')
    await vi.advanceTimersByTimeAsync(300)
    await vi.waitFor(() => expect(registry.store.getState().search.status).toBe('error'), {
      timeout: 10_000,
    })
    await registry.retry()
    expect(searched).toEqual(['fail'])
    registry.dispose()
  })
})

describe('fetchTransactionsError', () => {
  it("is emitted with the account's namespace and network when a history page fails", async () => {
    server.answer(`/v1/account/${evmAddress}/history`, [
      { status: 500 },
      { body: { data: [], next: null } },
    ])
    const kit = setupHubKit(server.url)
    const caipNetwork = kit.networkOf('eip155:1')
    const failures: AppKitEvents['fetchTransactionsError'][] = []
    kit.appKit.events.on('fetchTransactionsError', (failure) => failures.push(failure))
    const pager = createHistoryPager(kit.appKit, { address: evmAddress, caipNetwork })
    await pager.loadMore()
    expect(failures).toEqual([{ namespace: 'eip155', caipNetworkId: 'eip155:1' }])
    // A page that loads says nothing.
    await pager.loadMore()
    expect(pager.getState().error).toBeUndefined()
    expect(failures).toHaveLength(1)
  })
})
