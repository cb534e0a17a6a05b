import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import bs58 from 'bs58'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { launchChromium } from '../../scripts/chromium.mjs'
import { devAccounts } from '../chain/devAccounts.js'
import { solanaDevAccounts } from '../solana/solanaDevAccounts.js'
import { buildDevWalletScript } from './buildDevWallet.js'

// The page and its "chain" share one origin: GET is the dapp, POST is an RPC that holds every
// call until the test lets it fail, so a send stays in flight as long as the test needs.
let server: Server
let origin: string
let browser: Browser
const held: ServerResponse[] = []
let failing = false
const contexts: BrowserContext[] = []
const bound = { timeout: 10_000 }

function fail(response: ServerResponse) {
  response.writeHead(200, { 'content-type': 'application/json' })
  response.end(JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'down' } }))
}
function releaseHeld() {
  failing = true
  for (const response of held.splice(0)) fail(response)
}

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.method !== 'POST') {
      response.writeHead(200, { 'content-type': 'text/html' })
      response.end('<!doctype html><html><head><title>dapp</title></head><body>dapp</body></html>')
      return
    }
    request.resume()
    request.on('end', () => (failing ? fail(response) : held.push(response)))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await launchChromium()
}, 60_000)
afterEach(async () => {
  releaseHeld()
  failing = false
  await Promise.all(contexts.splice(0).map((context) => context.close()))
})
afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
})

const evm = devAccounts()[5]
const sol = solanaDevAccounts()[5]

/** A page with the wallet (prompts shown) and its Wallet Standard side caught in `window.sol`. */
async function openDapp(): Promise<Page> {
  const context = await browser.newContext()
  contexts.push(context)
  await context.addInitScript(
    await buildDevWalletScript({
      privateKey: evm?.privateKey ?? '0x',
      chains: { 31337: `${origin}/rpc` },
      windowEthereum: true,
      solana: {
        rpcUrl: `${origin}/rpc`,
        secretKeys: [bs58.encode(sol?.secretKey ?? new Uint8Array())],
      },
    }),
  )
  const page = await context.newPage()
  await page.goto(origin, bound)
  await page.evaluate(() => {
    const register = (wallet: unknown) => Object.assign(window, { sol: wallet })
    window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: { register } }))
  })
  return page
}

type Control = { approve(): boolean; pending(): boolean; settled(): boolean; signed(): unknown[] }
type Win = { __appkitSandboxWalletControl: Control; outcome?: Promise<unknown> }

/**
 * Starts one wallet request in the page (kept as `window.outcome`): `evm` calls the EIP-1193
 * provider, `solana` a Wallet Standard feature with the wallet's account and a message or
 * transaction given as byte arrays.
 */
function start(page: Page, side: 'evm' | 'solana', method: string, arg?: unknown) {
  return page.evaluate(
    ([side, method, arg]) => {
      const win = window as unknown as Win & {
        ethereum: { request(args: unknown): Promise<unknown> }
        sol: {
          accounts: unknown[]
          features: Record<string, Record<string, (input: unknown) => Promise<unknown>>>
        }
      }
      const run = async () => {
        if (side === 'evm') return win.ethereum.request({ method, params: arg })
        const [feature, name] = method.split('.') as [string, string]
        const input = Object.fromEntries(
          Object.entries((arg ?? {}) as object).map(([k, v]) => [k, Uint8Array.from(v)]),
        )
        return win.sol.features[feature]?.[name]?.({ ...input, account: win.sol.accounts[0] })
      }
      win.outcome = run().then(
        () => 'answered',
        (error: { code?: unknown }) => `failed ${error.code}`,
      )
    },
    [side, method, arg] as const,
  )
}

/** Waits (10 s at most) for a prompt, approves it, and reports the wallet right after the click. */
function approveNow(page: Page) {
  return page.evaluate(async () => {
    const control = (window as unknown as Win).__appkitSandboxWalletControl
    const until = Date.now() + 10_000
    while (!control.pending() && Date.now() < until) await new Promise((r) => setTimeout(r, 20))
    const settledBefore = control.settled()
    const approved = control.approve()
    return {
      settledBefore,
      approved,
      settled: control.settled(),
      recorded: control.signed().length,
    }
  })
}

/** Waits (10 s at most) until the request ends; reports how, and the wallet at that moment. */
function outcome(page: Page) {
  return page.evaluate(async () => {
    const win = window as unknown as Win
    const how = await Promise.race([
      win.outcome,
      new Promise((r) => setTimeout(() => r('timed out after 10 s'), 10_000)),
    ])
    const control = win.__appkitSandboxWalletControl
    return { how, settled: control.settled(), recorded: control.signed().length }
  })
}
const settledNow = (page: Page) =>
  page.evaluate(() => (window as unknown as Win).__appkitSandboxWalletControl.settled())

async function connect(page: Page, side: 'evm' | 'solana') {
  await start(page, side, side === 'evm' ? 'eth_requestAccounts' : 'standard:connect.connect')
  await approveNow(page)
  expect(await outcome(page)).toEqual({ how: 'answered', settled: true, recorded: 0 })
}

describe('control.settled()', () => {
  it.each([
    ['evm', 'personal_sign', [`0x${Buffer.from('hi').toString('hex')}`, evm?.address]],
    ['solana', 'solana:signMessage.signMessage', { message: [...Buffer.from('hi')] }],
  ] as const)(
    'on %s: true at the prompt, false from approval until recorded',
    async (side, method, arg) => {
      const page = await openDapp()
      await connect(page, side)
      await start(page, side, method, arg)
      expect(await approveNow(page)).toEqual({
        settledBefore: true,
        approved: true,
        settled: false,
        recorded: 0,
      })
      expect(await outcome(page)).toEqual({ how: 'answered', settled: true, recorded: 1 })
    },
    30_000,
  )

  it.each([
    ['evm', 'eth_sendTransaction', () => [{ from: evm?.address, to: evm?.address, value: '0x1' }]],
    [
      'solana',
      'solana:signAndSendTransaction.signAndSendTransaction',
      () => {
        const payer = new PublicKey(sol?.address ?? '')
        const transaction = new Transaction({
          feePayer: payer,
          recentBlockhash: Keypair.generate().publicKey.toBase58(),
        })
          .add(SystemProgram.transfer({ fromPubkey: payer, toPubkey: payer, lamports: 1 }))
          .serialize({ requireAllSignatures: false })
        return { transaction: [...transaction] }
      },
    ],
  ] as const)(
    'on %s: false while an approved send waits for the RPC, true once it failed',
    async (side, method, arg) => {
      const page = await openDapp()
      await connect(page, side)
      await start(page, side, method, arg())
      expect(await approveNow(page)).toMatchObject({ approved: true, settled: false })
      await vi.waitFor(() => expect(held.length).toBeGreaterThan(0), bound)
      expect(await settledNow(page)).toBe(false)
      releaseHeld()
      expect(await outcome(page)).toEqual({ how: 'failed -32000', settled: true, recorded: 0 })
    },
    30_000,
  )
})
