import type { Page } from 'playwright-core'
import { createPublicClient, formatEther, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { setupE2eSession } from './exampleSession.js'

// A wallet that floods the page with accountsChanged / chainChanged (a buggy extension, or a user
// flicking between accounts) must leave the example app mounted, showing the last account and
// chain the wallet reported, with nothing thrown.
const e2e = setupE2eSession()

interface BurstWalletSetup {
  accounts: [string, string]
  chains: Record<number, string>
  chainId: number
}

/**
 * Runs in the page before the app (serialized by Playwright: self-contained). A minimal EIP-1193
 * wallet announced over EIP-6963 that holds two accounts and knows both sandbox chains; reads go
 * to the current chain's RPC. `window.__walletBurst(pairs)` emits `pairs` alternating
 * accountsChanged / chainChanged pairs synchronously, then one last pair (second account, second
 * chain), as one task: the harshest burst a page can receive.
 */
function installBurstWallet(setup: BurstWalletSetup): void {
  type Listener = (value: unknown) => void
  const listeners = new Map<string, Set<Listener>>()
  const [first, second] = setup.accounts
  const chainIds = Object.keys(setup.chains).map(Number)
  let connected = false
  let accounts = [first]
  let chainId = setup.chainId
  const hex = (value: number) => `0x${value.toString(16)}`
  // Each listener is isolated (and its error reported later), as extension providers do.
  const emit = (event: string, value: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(value)
      } catch (error) {
        setTimeout(() => {
          throw error
        })
      }
    }
  }
  const rpc = async (method: string, params: unknown) => {
    const response = await fetch(setup.chains[chainId] ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { message: string } }
    if (body.error) throw Object.assign(new Error(body.error.message), body.error)
    return body.result
  }
  const provider = {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      switch (method) {
        case 'eth_requestAccounts':
          connected = true
          return accounts
        case 'eth_accounts':
          return connected ? accounts : []
        case 'eth_chainId':
          return hex(chainId)
        case 'wallet_switchEthereumChain': {
          const next = Number((params as [{ chainId: string }])[0].chainId)
          if (!chainIds.includes(next))
            throw Object.assign(new Error('Unknown chain'), { code: 4902 })
          if (next !== chainId) {
            chainId = next
            emit('chainChanged', hex(chainId))
          }
          return null
        }
        case 'wallet_revokePermissions':
          connected = false
          return null
        default:
          return rpc(method, params)
      }
    },
    on(event: string, listener: Listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  const otherChain = chainIds.find((id) => id !== setup.chainId) ?? setup.chainId
  Object.assign(window, {
    __walletBurst(pairs: number) {
      for (let index = 0; index < pairs; index++) {
        accounts = [index % 2 === 0 ? second : first]
        chainId = index % 2 === 0 ? otherChain : setup.chainId
        emit('accountsChanged', accounts)
        emit('chainChanged', hex(chainId))
      }
      accounts = [second]
      chainId = otherChain
      emit('accountsChanged', accounts)
      emit('chainChanged', hex(chainId))
    },
  })
  const detail = Object.freeze({
    info: {
      uuid: '0b0e5c1a-9a43-4f57-8d7e-3c1f0e2b7a11',
      name: 'Burst Wallet',
      icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
      rdns: 'dev.appkit.burst',
    },
    provider,
  })
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}

async function openWithBurstWallet(): Promise<{ page: Page; errors: string[] }> {
  const [primary, secondary] = e2e.session.sandbox.chains
  const [first, second] = primary?.accounts ?? []
  if (!primary || !secondary || !first || !second) throw new Error('the sandbox needs two chains')
  const context = await e2e.browser.newContext({ viewport: { width: 1000, height: 700 } })
  const setup: BurstWalletSetup = {
    accounts: [first.address, second.address],
    chains: { [primary.chainId]: primary.rpcUrl, [secondary.chainId]: secondary.rpcUrl },
    chainId: primary.chainId,
  }
  await context.addInitScript(installBurstWallet, setup)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.stack ?? error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`)
  })
  await page.goto(e2e.session.appUrl)
  return { page, errors }
}

const status = (page: Page, id: 'status' | 'network' | 'address') =>
  page.getByTestId(id).textContent()

async function connectBurstWallet(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'Burst Wallet' })
    .click()
  await expect.poll(() => status(page, 'status'), { timeout: 10_000 }).toBe('connected')
  await expect.poll(() => page.getByRole('dialog').count(), { timeout: 10_000 }).toBe(0)
}

/** 80 alternating pairs and a last one: 162 events in one task. */
async function burst(page: Page): Promise<void> {
  await page.evaluate(() =>
    (window as unknown as { __walletBurst(pairs: number): void }).__walletBurst(80),
  )
}

/** The account the burst ends on, and its ETH on the chain it ends on, read from that chain. */
async function lastAccount(): Promise<{ address: string; eth: string }> {
  const chain = e2e.session.sandbox.chains[1]
  const address = e2e.session.sandbox.chains[0]?.accounts[1]?.address
  if (!chain || !address) throw new Error('the sandbox needs two chains and two accounts')
  const client = createPublicClient({ transport: http(chain.rpcUrl), cacheTime: 0 })
  return { address, eth: formatEther(await client.getBalance({ address })) }
}

describe('a burst of wallet events in Chromium', () => {
  it('keeps the example mounted, on the last account and chain, after 162 events', async () => {
    const { page, errors } = await openWithBurstWallet()
    await connectBurstWallet(page)
    await burst(page)

    const last = await lastAccount()
    await expect.poll(() => status(page, 'address'), { timeout: 10_000 }).toBe(last.address)
    await expect.poll(() => status(page, 'network'), { timeout: 10_000 }).toBe('Localhost 31338')
    // The balances listed are the last account's on the last chain: no earlier answer won.
    await expect
      .poll(() => page.getByTestId('balance-ETH').textContent(), { timeout: 10_000 })
      .toBe(`${last.eth} ETH`)
    // Late work (balance reads, effects) has settled before the page is judged.
    await page.waitForTimeout(1_000)
    await page.screenshot({ path: 'test-results/wallet-event-burst.png', animations: 'disabled' })
    expect(await status(page, 'status')).toBe('connected')
    expect(await status(page, 'address')).toBe(last.address)
    expect(await status(page, 'network')).toBe('Localhost 31338')
    const accountButton = page.getByRole('button', { name: /, account 0x/ })
    expect(await accountButton.textContent()).toContain(last.address.slice(-6))
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('keeps the Account view open and up to date through the burst', async () => {
    const { page, errors } = await openWithBurstWallet()
    await connectBurstWallet(page)
    await page.getByRole('button', { name: /, account 0x/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Account' })
    await dialog.waitFor()
    await burst(page)

    const last = await lastAccount()
    await expect.poll(() => status(page, 'address'), { timeout: 10_000 }).toBe(last.address)
    await expect
      .poll(() => dialog.textContent(), { timeout: 10_000 })
      .toContain(last.address.slice(-6))
    await page.waitForTimeout(1_000)
    await page.screenshot({
      path: 'test-results/wallet-event-burst-account.png',
      animations: 'disabled',
    })
    expect(await dialog.textContent()).toContain('Localhost 31338')
    expect(errors).toEqual([])
    await page.context().close()
  })
  it('keeps the Activity tab usable through the burst: no chain of nested renders', async () => {
    const { page, errors } = await openWithBurstWallet()
    await connectBurstWallet(page)
    await page.getByRole('button', { name: /, account 0x/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Account' })
    await dialog.getByRole('tab', { name: 'Activity' }).click({ timeout: 15_000 })
    await burst(page)

    const last = await lastAccount()
    await expect
      .poll(() => dialog.textContent(), { timeout: 10_000 })
      .toContain(last.address.slice(-6))
    await page.waitForTimeout(1_000)
    expect(await dialog.getByRole('tab', { name: 'Activity', selected: true }).count()).toBe(1)
    expect(errors).toEqual([])
    await page.context().close()
  })
})
