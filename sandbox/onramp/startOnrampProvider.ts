import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readJsonBody } from '../http/readJsonBody.js'
import { loopbackHosts, refuseForeignHost } from '../http/refuseForeignHost.js'
import { answerPay, answerStatus, type CheckoutAnswer } from './answerCheckout.js'
import type { OnrampOrderBook } from './createOnrampOrderBook.js'
import type { OnrampOrder, OnrampProviderRecord } from './onrampTypes.js'
import { renderCheckoutPage } from './renderCheckoutPage.js'

export interface StartOnrampProviderOptions {
  name: string
  label: string
  feeRange: string
  /** The checkout page's accent colour, e.g. `#4f46e5`. */
  accent: string
  /** CAIP-2 ids of the networks it delivers on. */
  supportedChains: readonly string[]
  /** The network's name on the checkout page. */
  networkName(caipNetworkId: string): string
  /** Shared with the Blockchain API stand-in, whose URL generator creates the orders. */
  orders: OnrampOrderBook
  /** Sends a paid order's purchase from the hot wallet; resolves once mined. */
  deliver(order: OnrampOrder): Promise<{ hash: string; sentFrom: string }>
  /** How long a paid order stays in progress before the delivery is sent (default 3000 ms: longer than the kit's 2 s order poll, so the purchase is seen in progress first). */
  deliveryDelayMs?: number
  /** Told why a delivery failed (the order turns `failed`). */
  onWarning?: ((text: string) => void) | undefined
}

/** A running stand-in provider. */
export interface OnrampProvider {
  record: OnrampProviderRecord
  /** Stops answering and cancels deliveries not yet sent; waits for those being sent. */
  close(): Promise<void>
}

const maxBodyBytes = 4 * 1024
// Bounded: close() waits for a delivery being mined, not for one that hangs.
const closeWaitMs = 35_000

const baseHeaders = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
}

function sendJson(response: ServerResponse, answer: CheckoutAnswer): void {
  response.writeHead(answer.status, {
    ...baseHeaders,
    'content-type': 'application/json; charset=utf-8',
  })
  response.end(JSON.stringify(answer.body))
}

/**
 * Starts one stand-in onramp provider on 127.0.0.1 (a free port): `GET /checkout/<id>` is the
 * order's checkout page (inline style and script under a per-response CSP nonce, nothing else
 * loads), `POST /checkout/<id>/pay` takes the test card or a bank transfer, `GET
 * /checkout/<id>/status` says where the order is. A paid order stays in progress for
 * `deliveryDelayMs`, then `deliver` sends it: mined, it succeeds with the hash; failed, it fails.
 * Only its own Host is answered (421 otherwise: DNS rebinding), and the payment only as JSON
 * (a cross-site form cannot send that without a preflight, which is never allowed).
 * @example
 * const provider = await startOnrampProvider({ name: 'sandboxpay', label: 'Sandbox Pay', ... })
 * provider.record.url // 'http://127.0.0.1:PORT'
 * await provider.close()
 */
export async function startOnrampProvider(
  options: StartOnrampProviderOptions,
): Promise<OnrampProvider> {
  const { orders, name } = options
  const delayMs = options.deliveryDelayMs ?? 3_000
  const timers = new Set<ReturnType<typeof setTimeout>>()
  const sending = new Set<Promise<void>>()

  const deliver = (order: OnrampOrder) => {
    const run = options.deliver(order).then(
      (sent) => void orders.settle(order.id, sent),
      (error: unknown) => {
        const failure = error instanceof Error ? error.message.split('\n')[0] : String(error)
        orders.settle(order.id, { failure: failure ?? 'the delivery failed' })
        options.onWarning?.(`${options.label} could not deliver order ${order.id}: ${failure}`)
      },
    )
    sending.add(run)
    void run.finally(() => sending.delete(run))
  }
  const schedule = (order: OnrampOrder) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      deliver(order)
    }, delayMs)
    timers.add(timer)
  }

  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const match = /^\/checkout\/([A-Za-z0-9_-]{1,64})(\/pay|\/status)?$/.exec(url.pathname)
    const id = match?.[1]
    if (!id) return sendJson(response, { status: 404, body: { message: 'Not Found' } })
    const action = match[2]
    const method = action === '/pay' ? 'POST' : 'GET'
    if (request.method !== method) {
      response.setHeader('allow', method)
      return sendJson(response, { status: 405, body: { message: 'Method Not Allowed' } })
    }
    if (action === '/status') return sendJson(response, answerStatus(orders, name, id))
    if (action === '/pay') {
      if (!request.headers['content-type']?.startsWith('application/json')) {
        return sendJson(response, { status: 415, body: { message: 'Send the payment as JSON' } })
      }
      return sendJson(
        response,
        answerPay(orders, name, id, await readJsonBody(request, maxBodyBytes), schedule),
      )
    }
    const order = orders.get(id)
    const nonce = randomBytes(16).toString('base64')
    const found = order?.provider === name
    response.writeHead(found ? 200 : 404, {
      ...baseHeaders,
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    })
    response.end(
      found
        ? renderCheckoutPage(order, {
            label: options.label,
            accent: options.accent,
            networkName: options.networkName(order.network),
            nonce,
          })
        : `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${options.label} checkout</title></head><body><h1>Order not found</h1><p>This checkout link is not one of ${options.label}'s orders. Start the purchase again from the app.</p></body></html>`,
    )
  }

  // Known once the server listens, before it answers anything.
  let hosts: readonly string[] = []
  const server = createServer((request, response) => {
    if (refuseForeignHost(request, response, hosts, `The sandbox onramp provider ${options.label}`))
      return
    answer(request, response).catch(() => {
      if (!response.headersSent)
        sendJson(response, { status: 500, body: { message: 'Server error' } })
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  hosts = loopbackHosts(port)
  return {
    record: {
      label: options.label,
      name,
      feeRange: options.feeRange,
      url: `http://127.0.0.1:${port}`,
      supportedChains: [...options.supportedChains],
    },
    async close() {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      let bound: ReturnType<typeof setTimeout> | undefined
      await Promise.race([
        Promise.allSettled([...sending]),
        new Promise((resolve) => {
          bound = setTimeout(resolve, closeWaitMs)
        }),
      ])
      clearTimeout(bound)
    },
  }
}
