import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createPublicClient, type Hex, http, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../scripts/chromium.mjs'
import { type SandboxChain, startChain } from '../chain/startChain.js'
import { buildDevWalletScript } from './buildDevWallet.js'
import type { DevWalletOptions } from './DevWalletOptions.js'

let chain: SandboxChain
let other: SandboxChain
let server: Server
let pageUrl: string
let browser: Browser
const contexts: BrowserContext[] = []

beforeAll(async () => {
  ;[chain, other] = await Promise.all([startChain(), startChain({ chainId: 31338 })])
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end(
      '<!doctype html><html><head><title>dapp</title></head><body><main>dapp</main></body></html>',
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  pageUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  browser = await launchChromium()
})
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()))
})
afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
  await Promise.all([chain?.stop(), other?.stop()])
})

const key = (index: number): Hex => chain.accounts[index]?.privateKey ?? '0x'
const address = (index: number) => chain.accounts[index]?.address ?? '0x'

/** A fresh page (own storage) with the dev wallet injected before the page's own scripts. */
async function openDapp(options: Partial<DevWalletOptions> = {}): Promise<Page> {
  const context = await browser.newContext()
  contexts.push(context)
  const chains = { 31337: chain.rpcUrl, 31338: other.rpcUrl }
  await context.addInitScript(
    await buildDevWalletScript({ privateKey: key(7), chains, autoApprove: true, ...options }),
  )
  const page = await context.newPage()
  await page.goto(pageUrl)
  return page
}

/** Finds the wallet over EIP-6963, as a dapp does, and sends one request; errors come back as data. */
function request(page: Page, method: string, params?: unknown) {
  return page.evaluate(
    async ([method, params]) => {
      const provider = await new Promise<{ request(args: unknown): Promise<unknown> }>(
        (resolve) => {
          window.addEventListener(
            'eip6963:announceProvider',
            (event) => resolve((event as CustomEvent).detail.provider),
            {
              once: true,
            },
          )
          window.dispatchEvent(new Event('eip6963:requestProvider'))
        },
      )
      try {
        return { result: await provider.request({ method, params }) }
      } catch (error) {
        const { code, message } = error as { code: number; message: string }
        return { code, message }
      }
    },
    [method, params] as const,
  )
}

/** Starts keeping the provider's events in the page: [name, payload (an error's code)]. */
function recordEvents(page: Page) {
  return page.evaluate(() => {
    const seen: unknown[] = []
    Object.assign(window, { seen })
    window.addEventListener(
      'eip6963:announceProvider',
      (event) => {
        const { provider } = (event as CustomEvent).detail
        for (const name of ['connect', 'accountsChanged', 'chainChanged', 'disconnect']) {
          provider.on(name, (value: { code?: number }) => seen.push([name, value?.code ?? value]))
        }
      },
      { once: true },
    )
    window.dispatchEvent(new Event('eip6963:requestProvider'))
  })
}
const recorded = (page: Page) =>
  page.evaluate(() => (window as unknown as { seen: unknown[] }).seen)

describe('the dev wallet in Chromium', () => {
  it('announces itself over EIP-6963 when asked', async () => {
    const page = await openDapp()
    const info = await page.evaluate(
      () =>
        new Promise((resolve) => {
          window.addEventListener('eip6963:announceProvider', (event) =>
            resolve((event as CustomEvent).detail.info),
          )
          window.dispatchEvent(new Event('eip6963:requestProvider'))
        }),
    )
    expect(info).toEqual({
      uuid: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
      name: 'Sandbox Wallet',
      icon: expect.stringMatching(/^data:image\/svg\+xml,/),
      rdns: 'dev.appkit.sandbox',
    })
  })

  it('connects with autoApprove, and signs a message viem verifies', async () => {
    const page = await openDapp()
    expect(await request(page, 'eth_accounts')).toEqual({ result: [] })
    expect(await request(page, 'eth_requestAccounts')).toEqual({ result: [address(7)] })
    expect(await request(page, 'eth_chainId')).toEqual({ result: '0x7a69' })
    const message = 'Sign in to the sandbox'
    const hex = `0x${Buffer.from(message).toString('hex')}`
    const { result: signature } = await request(page, 'personal_sign', [hex, address(7)])
    expect(await verifyMessage({ address: address(7), message, signature: signature as Hex })).toBe(
      true,
    )
  })

  it('signs typed data (v4) that viem verifies', async () => {
    const page = await openDapp()
    await request(page, 'eth_requestAccounts')
    const typedData = {
      domain: { name: 'Sandbox', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hello' },
    } as const
    const { result } = await request(page, 'eth_signTypedData_v4', [
      address(7),
      JSON.stringify(typedData),
    ])
    expect(
      await verifyTypedData({ ...typedData, address: address(7), signature: result as Hex }),
    ).toBe(true)
  })

  it('sends a transaction that anvil mines', async () => {
    const page = await openDapp()
    await request(page, 'eth_requestAccounts')
    const reads = createPublicClient({ transport: http(chain.rpcUrl), cacheTime: 0 })
    const before = await reads.getBalance({ address: address(8) })
    const { result: hash } = await request(page, 'eth_sendTransaction', [
      { from: address(7), to: address(8), value: '0x2386f26fc10000' },
    ])
    const receipt = await reads.waitForTransactionReceipt({
      hash: hash as Hex,
      pollingInterval: 50,
    })
    expect(receipt).toMatchObject({
      status: 'success',
      from: address(7).toLowerCase(),
      to: address(8).toLowerCase(),
    })
    expect(await reads.getBalance({ address: address(8) })).toBe(before + 10_000_000_000_000_000n)
  })

  it('switches to 31338 with a chainChanged event, and refuses an unknown chain with 4902', async () => {
    const page = await openDapp()
    const changed = page.evaluate(
      () =>
        new Promise((resolve) => {
          window.addEventListener('eip6963:announceProvider', (event) => {
            const { provider } = (event as CustomEvent).detail
            provider.on('chainChanged', resolve)
          })
          window.dispatchEvent(new Event('eip6963:requestProvider'))
        }),
    )
    expect(await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toEqual({
      result: null,
    })
    expect(await changed).toBe('0x7a6a')
    expect(await request(page, 'eth_chainId')).toEqual({ result: '0x7a6a' })
    const blockNumber = await createPublicClient({
      transport: http(other.rpcUrl),
      cacheTime: 0,
    }).getBlockNumber()
    // Reads now go to the second chain's node.
    expect(await request(page, 'eth_blockNumber')).toEqual({
      result: `0x${blockNumber.toString(16)}`,
    })
    expect(await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x1' }])).toMatchObject({
      code: 4902,
    })
  })

  it('adds a chain whose RPC answers, then switches to it', async () => {
    const page = await openDapp({ chains: { 31337: chain.rpcUrl } })
    expect(
      await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }]),
    ).toMatchObject({ code: 4902 })
    const add = { chainId: '0x7a6a', chainName: 'Sandbox 2', rpcUrls: [other.rpcUrl] }
    expect(await request(page, 'wallet_addEthereumChain', [add])).toEqual({ result: null })
    expect(await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toEqual({
      result: null,
    })
    const wrong = { chainId: '0x5', chainName: 'Not it', rpcUrls: [other.rpcUrl] }
    expect(await request(page, 'wallet_addEthereumChain', [wrong])).toMatchObject({ code: -32602 })
  })

  it('emits connect / accountsChanged / disconnect, and remembers the site across a reload', async () => {
    const page = await openDapp()
    await recordEvents(page)
    await request(page, 'eth_requestAccounts')
    expect(await recorded(page)).toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', [address(7)]],
    ])
    await page.reload()
    expect(await request(page, 'eth_accounts')).toEqual({ result: [address(7)] })
    await recordEvents(page)
    await request(page, 'wallet_revokePermissions', [{ eth_accounts: {} }])
    expect(await recorded(page)).toEqual([
      ['accountsChanged', []],
      ['disconnect', 4900],
    ])
    expect(await request(page, 'eth_accounts')).toEqual({ result: [] })
  })

  it("without autoApprove, 'Reject' in the prompt answers 4001 and 'Approve' connects", async () => {
    const page = await openDapp({ autoApprove: false })
    const rejected = request(page, 'eth_requestAccounts')
    const dialog = page.getByRole('dialog', { name: 'Connect to this site?' })
    await dialog.getByRole('button', { name: 'Reject' }).click()
    expect(await rejected).toMatchObject({ code: 4001 })
    expect(await dialog.count()).toBe(0)

    const approved = request(page, 'eth_requestAccounts')
    await dialog.getByRole('button', { name: 'Approve' }).click()
    expect(await approved).toEqual({ result: [address(7)] })
    const signing = request(page, 'personal_sign', ['0x6869', address(7)])
    await page
      .getByRole('dialog', { name: 'Sign this message?' })
      .getByRole('button', { name: 'Reject' })
      .click()
    expect(await signing).toMatchObject({ code: 4001 })
  })

  it("keeps its prompt usable over the page's own modal dialog", async () => {
    const page = await openDapp({ autoApprove: false })
    await page.evaluate(() => {
      const dialog = document.createElement('dialog')
      dialog.textContent = 'the dapp modal'
      document.body.append(dialog)
      dialog.showModal()
    })
    const connecting = request(page, 'eth_requestAccounts')
    await page.getByRole('button', { name: 'Approve' }).click()
    expect(await connecting).toEqual({ result: [address(7)] })
  })

  it('refuses to sign before connecting, and for another address', async () => {
    const page = await openDapp()
    expect(await request(page, 'personal_sign', ['0x6869', address(7)])).toMatchObject({
      code: 4100,
    })
    await request(page, 'eth_requestAccounts')
    expect(await request(page, 'personal_sign', ['0x6869', address(1)])).toMatchObject({
      code: 4100,
    })
    expect(await request(page, 'eth_sign', [address(7), '0x6869'])).toMatchObject({ code: 4200 })
  })
})
