import { describe, expect, it } from 'vitest'
import { createOnrampOrderBook } from '../onramp/createOnrampOrderBook.js'
import { makeOrder, testMarket } from '../onramp/fixtures/makeOrder.js'
import type { OnrampOrderTransaction } from '../onramp/onrampTypes.js'
import { answerOnrampHistory } from './answerOnrampHistory.js'

const destination = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const assetsUrl = 'http://127.0.0.1:1/assets'

function page(onramp: ReturnType<typeof setup>, query: string, address = destination) {
  const answer = answerOnrampHistory(address, new URLSearchParams(query), assetsUrl, onramp)
  return {
    status: answer.status,
    ...(JSON.parse(answer.body) as { data: OnrampOrderTransaction[]; next: string | null }),
  }
}

function setup() {
  return { ...testMarket, orders: createOnrampOrderBook() }
}

describe('answerOnrampHistory', () => {
  it('pages the paid orders newest first, 20 at a time, and skips unpaid ones', () => {
    const onramp = setup()
    const paid: string[] = []
    for (let i = 0; i < 30; i++) {
      const order = makeOrder(onramp.orders, destination)
      if (i % 5 === 4) continue
      onramp.orders.pay(order.id)
      paid.unshift(order.id)
    }
    const first = page(onramp, 'onramp=sandboxpay')
    expect(first.data.map((entry) => entry.id)).toEqual(paid.slice(0, 20))
    expect(first.next).toBe(paid[19])
    const second = page(onramp, `onramp=sandboxpay&cursor=${first.next}`)
    expect(second.data.map((entry) => entry.id)).toEqual(paid.slice(20))
    expect(second.data).toHaveLength(4)
    expect(second.next).toBeNull()
  })

  it('lists the orders for the address in any case, with the status of each', () => {
    const onramp = setup()
    const [a, b] = [makeOrder(onramp.orders, destination), makeOrder(onramp.orders, destination)]
    if (!a || !b) throw new Error('no orders')
    onramp.orders.pay(a.id)
    onramp.orders.pay(b.id)
    onramp.orders.settle(a.id, { hash: '0xabc', sentFrom: '0xhot' })
    onramp.orders.settle(b.id, { failure: 'reverted' })
    const listed = page(onramp, 'onramp=sandboxpay&chainId=eip155:31337', destination.toLowerCase())
    expect(
      listed.data.map((entry) => [entry.id, entry.metadata.status, entry.metadata.hash]),
    ).toEqual([
      [b.id, 'ONRAMP_TRANSACTION_STATUS_FAILED', ''],
      [a.id, 'ONRAMP_TRANSACTION_STATUS_SUCCESS', '0xabc'],
    ])
  })
})
