import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../sandbox/chain/devAccounts.js'
import type { Sandbox } from '../sandbox/startSandbox.js'
import { launchChromium } from '../scripts/chromium.mjs'
import { sandboxWallet } from './sandboxWallet.js'
import { approvePrompt, signedByWallet } from './walletHelpers.js'

// One origin: GET is the dapp, POST an RPC that fails every call half a second later, so an
// approved send is still in flight when `signedByWallet` is called, and then fails.
let server: Server
let origin: string
let browser: Browser
const account = devAccounts()[0]

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume()
    if (request.method !== 'POST') {
      response.writeHead(200, { 'content-type': 'text/html' })
      response.end('<!doctype html><html><head><title>dapp</title></head><body>dapp</body></html>')
      return
    }
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'x' } }))
    }, 500)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await launchChromium()
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
})

type Win = { ethereum: { request(args: unknown): Promise<unknown> }; ended?: string }

/** Starts a provider request in the page; `window.ended` says how it ended, once it has. */
function start(page: Page, method: string, params: unknown) {
  return page.evaluate(
    ([method, params]) => {
      const win = window as unknown as Win
      win.ended = undefined
      void win.ethereum.request({ method, params }).then(
        () => Object.assign(win, { ended: 'answered' }),
        (error: { code?: number }) => Object.assign(win, { ended: `failed ${error.code}` }),
      )
    },
    [method, params] as const,
  )
}
const ended = (page: Page) => page.evaluate(() => (window as unknown as Win).ended)

describe('signedByWallet', () => {
  it('waits for an approved send that then fails, no longer, and then sees the next entry', async () => {
    const sandbox = {
      chains: [{ chainId: 31337, rpcUrl: `${origin}/rpc`, port: 0, accounts: [account] }],
    } as unknown as Sandbox
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      await page.addInitScript(sandboxWallet({ sandbox, autoApprove: false, windowEthereum: true }))
      await page.goto(origin, { timeout: 10_000 })
      await start(page, 'eth_requestAccounts', [])
      await approvePrompt(page)

      const to = account?.address
      await start(page, 'eth_sendTransaction', [{ from: to, to, value: '0x1' }])
      await approvePrompt(page)
      const since = Date.now()
      expect(await signedByWallet(page)).toEqual([])
      expect(await ended(page)).toBe('failed -32000')
      // Not the helper's whole 10 s bound: the failed send counts as done.
      expect(Date.now() - since).toBeLessThan(5_000)

      await start(page, 'personal_sign', ['0x6869', to])
      await approvePrompt(page)
      expect(await signedByWallet(page)).toMatchObject([{ method: 'personal_sign', payload: 'hi' }])
    } finally {
      await context.close()
    }
  }, 60_000)
})
