import { describe, expect, it } from 'vitest'
import { createHistoryPager } from './createHistoryPager.js'
import { historyEntry } from './fixtures/historyEntries.js'
import { evmAddress, setupHubKit } from './fixtures/setupHubKit.js'
import { serveTestBlockchainApi } from './fixtures/startTestBlockchainApi.js'

const server = serveTestBlockchainApi()

const path = `/v1/account/${evmAddress}/history`
const page = (ids: number[], next: string | null) => ({
  body: { data: ids.map((n) => historyEntry(n)), next },
})

function setup() {
  const kit = setupHubKit(server.url)
  const caipNetwork = kit.networkOf('eip155:1')
  const pager = createHistoryPager(
    kit.appKit,
    { address: evmAddress, caipNetwork },
    { timeoutMs: 200 },
  )
  return { ...kit, pager }
}
const ids = (pager: ReturnType<typeof setup>['pager']) =>
  pager.getState().transactions.map((entry) => entry.id)

describe('createHistoryPager', () => {
  it('loads page after page until there is no next cursor', async () => {
    server.answer(path, [page([1, 2], 'c1'), page([3], null)])
    const { pager } = setup()
    const seen: boolean[] = []
    pager.subscribe(() => seen.push(pager.getState().loading))
    await pager.loadMore()
    expect(pager.getState()).toMatchObject({ loading: false, done: false })
    await pager.loadMore()
    expect(pager.getState()).toMatchObject({ loading: false, done: true })
    expect(pager.getState().transactions).toHaveLength(3)
    await pager.loadMore()
    expect(server.requests.map((request) => request.query.cursor)).toEqual([undefined, 'c1'])
    expect(seen).toEqual([true, false, true, false])
  })

  it('ignores loadMore while a page loads', async () => {
    server.answer(path, { ...page([1], 'c1'), delayMs: 50 })
    const { pager } = setup()
    await Promise.all([pager.loadMore(), pager.loadMore(), pager.loadMore()])
    expect(server.requests).toHaveLength(1)
  })

  it('stops with a warning when the service repeats a cursor', async () => {
    server.answer(path, [page([1], 'c1'), page([2], 'c2'), page([3], 'c1')])
    const { pager, logger } = setup()
    for (let i = 0; i < 5; i++) await pager.loadMore()
    expect(server.requests).toHaveLength(3)
    expect(pager.getState()).toMatchObject({ done: true, loading: false })
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('repeated a page cursor'))
  })

  it("keeps what was loaded on a failure, says 'Failed to fetch transactions', and can retry", async () => {
    server.answer(path, [page([1], 'c1'), { status: 500 }, { delayMs: 1_000 }, page([2], null)])
    const { pager } = setup()
    await pager.loadMore()
    await pager.loadMore()
    expect(pager.getState()).toMatchObject({
      loading: false,
      done: false,
      error: { code: 'TRANSACTIONS_UNAVAILABLE', shortMessage: 'Failed to fetch transactions' },
    })
    expect(pager.getState().error?.cause).toMatchObject({ code: 'SERVER_ERROR' })
    expect(pager.getState().transactions).toHaveLength(1)
    await pager.loadMore()
    expect(pager.getState().error?.cause).toMatchObject({ code: 'HTTP_REQUEST_TIMEOUT' })
    await pager.loadMore()
    expect(pager.getState()).toMatchObject({ done: true, loading: false })
    expect(pager.getState().error).toBeUndefined()
    expect(server.requests.map((request) => request.query.cursor)).toEqual([
      undefined,
      'c1',
      'c1',
      'c1',
    ])
  })

  it('shows pending transactions first until a page holds their hash', async () => {
    const { pager } = setup()
    const sent = historyEntry(2).metadata.hash
    const other = `0x${'ab'.repeat(32)}`
    pager.addPending({ hash: sent.toUpperCase().replace('0X', '0x'), sentTo: '0xdead' })
    pager.addPending({ hash: other })
    pager.addPending({ hash: other })
    expect(pager.getState().transactions.map((entry) => entry.status)).toEqual([
      'pending',
      'pending',
    ])
    pager.confirm(other, 'failed')
    expect(pager.getState().transactions[0]).toMatchObject({ id: other, status: 'failed' })
    server.answer(path, page([1, 2], null))
    await pager.loadMore()
    expect(ids(pager)).toEqual([other, historyEntry(1).id, historyEntry(2).id])
    expect(pager.getState().transactions[2]?.status).toBe('confirmed')
  })

  it('moves a pending entry settled by another transaction to that hash, which the history replaces', async () => {
    const { pager } = setup()
    const delivery = historyEntry(1).metadata.hash
    pager.addPending({ hash: 'order-7', operationType: 'buy' })
    pager.confirm('order-7', 'confirmed', delivery)
    expect(pager.getState().transactions[0]).toMatchObject({
      id: delivery,
      hash: delivery,
      status: 'confirmed',
      operationType: 'buy',
    })
    server.answer(path, page([1], null))
    await pager.loadMore()
    expect(ids(pager)).toEqual([historyEntry(1).id])
  })

  it('keeps the same snapshot until something changes, and stops notifying after unsubscribe', async () => {
    server.answer(path, page([1], null))
    const { pager } = setup()
    const before = pager.getState()
    expect(pager.getState()).toBe(before)
    let calls = 0
    const off = pager.subscribe(() => calls++)
    off()
    await pager.loadMore()
    expect(calls).toBe(0)
    expect(pager.getState()).not.toBe(before)
  })
})
