import { afterEach, describe, expect, it } from 'vitest'
import { requestWithHost } from '../http/fixtures/requestWithHost.js'
import { createOnrampOrderBook, type OnrampOrderBook } from './createOnrampOrderBook.js'
import { makeOrder } from './fixtures/makeOrder.js'
import type { OnrampOrder } from './onrampTypes.js'
import { type OnrampProvider, startOnrampProvider } from './startOnrampProvider.js'

const destination = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const hash = `0x${'ab'.repeat(32)}`
const wait = { timeout: 10_000, interval: 50 }

let provider: OnrampProvider | undefined
afterEach(() => provider?.close())

async function start(
  book: OnrampOrderBook,
  deliver: (order: OnrampOrder) => Promise<{ hash: string; sentFrom: string }>,
  // Long enough that a loaded machine still sees the order in progress right after paying.
  deliveryDelayMs = 1_500,
) {
  provider = await startOnrampProvider({
    name: 'sandboxpay',
    label: 'Sandbox Pay',
    feeRange: '1-1.5%',
    accent: '#4f46e5',
    supportedChains: ['eip155:31337'],
    networkName: () => 'Anvil 31337',
    orders: book,
    deliver,
    deliveryDelayMs,
  })
  return provider.record.url
}

const pay = (url: string, id: string, body: unknown, type = 'application/json') =>
  fetch(`${url}/checkout/${id}/pay`, {
    method: 'POST',
    headers: { 'content-type': type },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  })
const status = async (url: string, id: string) =>
  (await (await fetch(`${url}/checkout/${id}/status`)).json()) as { status: string; hash?: string }
const card = (cardNumber: string) => ({ method: 'card', cardNumber })

describe('startOnrampProvider', () => {
  it('serves the checkout page with its own CSP nonce and nothing external', async () => {
    const book = createOnrampOrderBook()
    const url = await start(book, async () => ({ hash, sentFrom: destination }))
    const order = makeOrder(book, destination)
    const response = await fetch(`${url}/checkout/${order.id}`)
    expect(response.status).toBe(200)
    const csp = response.headers.get('content-security-policy') ?? ''
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1]
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    const html = await response.text()
    expect(html).toContain('<title>Sandbox Pay checkout</title>')
    expect(html).toContain(`<script nonce="${nonce}">`)
    expect(html).toContain(`<style nonce="${nonce}">`)
    for (const text of [
      '0.03296666 ETH',
      'Pay 100.00 USD',
      '1.00 USD',
      '0.10 USD',
      'Anvil 31337',
      '0x7099…79C8',
      '<label for="card-number">Card number</label>',
      '<label for="expiry">Expiry</label>',
      '<label for="cvc">CVC</label>',
      'Pay by bank transfer',
      'role="status"',
      'role="alert"',
    ]) {
      expect(html).toContain(text)
    }
    // Nothing to fetch: the only link is the empty inline icon (no favicon request).
    expect(html.match(/\s(?:src|href)="[^"]*"/g)).toEqual([' href="data:,"'])
    // A second page gets another nonce.
    const again = await fetch(`${url}/checkout/${order.id}`)
    expect(again.headers.get('content-security-policy')).not.toBe(csp)
  })

  it('pays with the good card, stays in progress for the delay, then succeeds with the hash', async () => {
    const book = createOnrampOrderBook()
    const delivered: OnrampOrder[] = []
    const url = await start(book, async (order) => {
      delivered.push(order)
      return { hash, sentFrom: '0xhot' }
    })
    const order = makeOrder(book, destination)
    expect(await status(url, order.id)).toEqual({ status: 'created' })
    const paid = await pay(url, order.id, card('4242 4242 4242 4242'))
    expect(paid.status).toBe(200)
    expect(await paid.json()).toEqual({ status: 'in_progress' })
    expect(await status(url, order.id)).toEqual({ status: 'in_progress' })
    await expect.poll(() => status(url, order.id), wait).toEqual({ status: 'succeeded', hash })
    expect(delivered.map((each) => each.id)).toEqual([order.id])
    expect(book.get(order.id)).toMatchObject({ sentFrom: '0xhot', hash })
  })

  it('declines the declined card and leaves the order unpaid for a retry', async () => {
    const book = createOnrampOrderBook()
    const url = await start(book, async () => ({ hash, sentFrom: '0xhot' }))
    const order = makeOrder(book, destination)
    const declined = await pay(url, order.id, card('4000 0000 0000 0002'))
    expect(declined.status).toBe(402)
    expect(await declined.json()).toEqual({ message: 'Your card was declined.' })
    expect(await status(url, order.id)).toEqual({ status: 'created' })
    expect(book.paid({ destination })).toEqual([])
    const other = await pay(url, order.id, card('5555 5555 5555 4444'))
    expect(other.status).toBe(400)
    expect(((await other.json()) as { message: string }).message).toMatch(
      /^Use a sandbox test card: 4242 4242 4242 4242/,
    )
    expect((await pay(url, order.id, { method: 'bank_account' })).status).toBe(200)
    expect(book.paid({ destination }).map((each) => each.id)).toEqual([order.id])
  })

  it('refuses paying twice (409), unknown orders (404), other methods and non-JSON', async () => {
    const book = createOnrampOrderBook()
    const url = await start(book, async () => ({ hash, sentFrom: '0xhot' }))
    const order = makeOrder(book, destination)
    expect((await pay(url, order.id, { method: 'bank_account' })).status).toBe(200)
    expect((await pay(url, order.id, card('4242424242424242'))).status).toBe(409)
    expect((await pay(url, 'ord_missing', { method: 'bank_account' })).status).toBe(404)
    expect((await fetch(`${url}/checkout/ord_missing/status`)).status).toBe(404)
    const page = await fetch(`${url}/checkout/ord_missing`)
    expect(page.status).toBe(404)
    expect(await page.text()).toContain('Order not found')
    const fresh = makeOrder(book, destination)
    expect((await pay(url, fresh.id, { method: 'crypto' })).status).toBe(400)
    expect((await pay(url, fresh.id, { method: 'bank_account' }, 'text/plain')).status).toBe(415)
    expect((await fetch(`${url}/checkout/${fresh.id}/pay`)).status).toBe(405)
    expect((await fetch(`${url}/elsewhere`)).status).toBe(404)
    expect(await status(url, fresh.id)).toEqual({ status: 'created' })
  })

  it('marks the order failed when the delivery fails', async () => {
    const book = createOnrampOrderBook()
    const url = await start(book, async () => {
      throw new Error('the transaction reverted')
    })
    const order = makeOrder(book, destination)
    await pay(url, order.id, { method: 'bank_account' })
    await expect.poll(() => status(url, order.id), wait).toEqual({ status: 'failed' })
    expect(book.get(order.id)?.failure).toBe('the transaction reverted')
  })

  it('answers only its own Host (421 otherwise: DNS rebinding)', async () => {
    const book = createOnrampOrderBook()
    const url = await start(book, async () => ({ hash, sentFrom: '0xhot' }))
    const order = makeOrder(book, destination)
    const port = Number(new URL(url).port)
    const foreign = await requestWithHost(port, `rebind.example:${port}`, `/checkout/${order.id}`)
    expect(foreign.status).toBe(421)
    const own = await requestWithHost(port, `localhost:${port}`, `/checkout/${order.id}/status`)
    expect(own.status).toBe(200)
  })

  it('cancels deliveries not yet sent when closed', async () => {
    const book = createOnrampOrderBook()
    let sends = 0
    const url = await start(
      book,
      async () => {
        sends++
        return { hash, sentFrom: '0xhot' }
      },
      1_000,
    )
    const order = makeOrder(book, destination)
    await pay(url, order.id, { method: 'bank_account' })
    await provider?.close()
    provider = undefined
    await new Promise((resolve) => setTimeout(resolve, 1_300))
    expect(sends).toBe(0)
    expect(book.get(order.id)?.status).toBe('in_progress')
  })
})
