import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  chainBalances,
  chooseNetwork,
  openExample,
  setupE2eSession,
  shownBalance,
  uncaughtErrors,
} from './exampleSession.js'

// The browser-wallet path end to end: the example app served by `appkit dev` on the sandbox
// (anvil chains 31337 and 31338), the Sandbox Wallet injected before the page loads as an
// extension would be, driven in real Chromium.
const e2e = setupE2eSession()

const connectButton = (page: Page) => page.getByRole('button', { name: 'Connect', exact: true })
const accountButton = (page: Page) => page.getByRole('button', { name: /, account 0x/ })
const status = (page: Page, id: 'status' | 'network' | 'address') =>
  page.getByTestId(id).textContent()

// Records the method of every request the page sends to an announced wallet, in order.
const countWalletCalls = (context: BrowserContext) =>
  context.addInitScript(() => {
    const calls: string[] = []
    Object.assign(window, { __walletCalls: calls })
    const dispatch = window.dispatchEvent.bind(window)
    window.dispatchEvent = (event: Event) => {
      const provider = (event as CustomEvent<{ provider?: Record<string, unknown> }>).detail
        ?.provider
      if (event.type === 'eip6963:announceProvider' && provider && !provider.__counted) {
        const request = (provider.request as (args: { method: string }) => Promise<unknown>).bind(
          provider,
        )
        provider.request = (args: { method: string }) => {
          calls.push(args.method)
          return request(args)
        }
        provider.__counted = true
      }
      return dispatch(event)
    }
  })
const walletCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __walletCalls: string[] }).__walletCalls)

async function connect(page: Page, walletName = 'Sandbox Wallet'): Promise<void> {
  await connectButton(page).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await dialog.getByRole('button', { name: walletName }).first().click()
}

describe('the EVM browser-wallet path in Chromium', () => {
  it('connects, shows the exact balance from the chain, and disconnects', async () => {
    const page = await openExample(e2e.browser, e2e.session)
    await connect(page)
    await expect.poll(() => status(page, 'status'), { timeout: 10_000 }).toBe('connected')
    const account = e2e.session.sandbox.chains[0]?.accounts[0]?.address ?? ''
    expect(await status(page, 'address')).toBe(account)
    await expect
      .poll(() => accountButton(page).textContent(), { timeout: 10_000 })
      .toContain(await shownBalance(e2e.session))
    expect(await accountButton(page).textContent()).toContain(
      `${account.slice(0, 4)}...${account.slice(-6)}`,
    )
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 10_000 }).toBe(0)
    // The example lists the token balances from the stand-in Blockchain API: as on the chain.
    const onChain = await chainBalances(e2e.session)
    await expect
      .poll(() => page.getByTestId('balance-ETH').textContent(), { timeout: 10_000 })
      .toBe(`${onChain.ETH} ETH`)
    expect(await page.getByTestId('balance-SUSD').textContent()).toBe(`${onChain.SUSD} SUSD`)
    // Their USD values are the stand-in's fixed prices (ETH 3000, SUSD 1), labelled as such.
    const usd = (value: number) =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value)
    expect(await page.getByTestId('usd-ETH').textContent()).toBe(usd(Number(onChain.ETH) * 3000))
    expect(await page.getByTestId('usd-SUSD').textContent()).toBe(usd(Number(onChain.SUSD)))
    expect(await page.getByTestId('sandbox-prices').textContent()).toContain('sandbox prices')
    // The page's own buttons share one style, not the browser's default grey (none hovered).
    await page.mouse.move(0, 0)
    const looks = await page.locator('main button, .theme-toggle').evaluateAll((buttons) =>
      buttons.map((button) => {
        const style = getComputedStyle(button)
        return `${style.backgroundColor} ${style.borderRadius} ${style.borderColor}`
      }),
    )
    expect(looks.length).toBeGreaterThanOrEqual(3)
    expect(new Set(looks)).toEqual(new Set(['rgb(22, 24, 24) 999px rgb(42, 44, 44)']))

    await accountButton(page).click()
    await page
      .getByRole('dialog', { name: 'Account' })
      .getByRole('button', { name: 'Disconnect' })
      .click()
    await expect.poll(() => status(page, 'status'), { timeout: 10_000 }).toBe('disconnected')
    await connectButton(page).waitFor()
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })

  it("reads the balances again after the page's own send", async () => {
    const page = await openExample(e2e.browser, e2e.session)
    await connect(page)
    await expect.poll(() => status(page, 'status'), { timeout: 10_000 }).toBe('connected')
    const before = await chainBalances(e2e.session)
    await expect
      .poll(() => page.getByTestId('balance-ETH').textContent(), { timeout: 10_000 })
      .toBe(`${before.ETH} ETH`)
    await page.getByRole('button', { name: 'Send 0.001 ETH to self' }).click()
    await page.getByTestId('tx-hash').waitFor({ timeout: 10_000 })
    // Sent to itself: only the gas is gone, so the amount on show must move to the chain's.
    const after = await chainBalances(e2e.session)
    expect(after.ETH).not.toBe(before.ETH)
    await expect
      .poll(() => page.getByTestId('balance-ETH').textContent(), { timeout: 10_000 })
      .toBe(`${after.ETH} ETH`)
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })

  it('switches to the second local chain, and reconnects without a prompt after a reload', async () => {
    // No auto-approve: the wallet asks once, on connect; the reload must not ask again.
    const page = await openExample(e2e.browser, e2e.session, { autoApprove: false })
    await connect(page)
    await page.getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => status(page, 'status'), { timeout: 10_000 }).toBe('connected')
    await chooseNetwork(page, 'Localhost', /Localhost 31338/)
    await expect.poll(() => status(page, 'network'), { timeout: 10_000 }).toBe('Localhost 31338')
    await expect
      .poll(() => accountButton(page).textContent(), { timeout: 10_000 })
      .toContain(await shownBalance(e2e.session, 1))

    await page.reload()
    await expect.poll(() => status(page, 'status'), { timeout: 10_000 }).toBe('connected')
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(await page.locator('[data-sandbox-wallet-prompt]').count()).toBe(0)
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })

  it('adds the chain once when the wallet does not know it (4902), then switches', async () => {
    const page = await openExample(
      e2e.browser,
      e2e.session,
      { chainIds: [31337] },
      countWalletCalls,
    )
    await connect(page)
    await expect.poll(() => status(page, 'status'), { timeout: 10_000 }).toBe('connected')
    await chooseNetwork(page, 'Localhost', /Localhost 31338/)
    await expect.poll(() => status(page, 'network'), { timeout: 15_000 }).toBe('Localhost 31338')
    const calls = await walletCalls(page)
    expect(calls.filter((method) => method === 'wallet_addEthereumChain')).toHaveLength(1)
    // The first switch was refused with 4902; the one after the add went through.
    expect(calls.filter((method) => method === 'wallet_switchEthereumChain')).toHaveLength(2)
    await page.context().close()
  })

  it('shows "Connection rejected" with a retry when the user rejects in the wallet (4001)', async () => {
    const page = await openExample(e2e.browser, e2e.session, { autoApprove: false })
    await connect(page)
    await page.getByRole('button', { name: 'Reject' }).click()
    const dialog = page.getByRole('dialog', { name: /Sandbox Wallet|Connecting/ })
    await dialog.getByText('Connection rejected').waitFor()
    expect(await status(page, 'status')).toBe('disconnected')
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await page.getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => status(page, 'status'), { timeout: 10_000 }).toBe('connected')
    await page.context().close()
  })

  it('keeps working when browser storage throws', async () => {
    const page = await openExample(e2e.browser, e2e.session, {}, (context) =>
      context.addInitScript(() => {
        const broken = () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
        }
        Object.defineProperty(window, 'localStorage', { get: broken, configurable: true })
      }),
    )
    await connect(page)
    await expect.poll(() => status(page, 'status'), { timeout: 10_000 }).toBe('connected')
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })

  it('lists two wallets that claim one rdns, and renders a hostile name and icon inert', async () => {
    const page = await openExample(e2e.browser, e2e.session, {}, (context) =>
      context.addInitScript(() => {
        const announceProvider = (info: Record<string, string>) => {
          const detail = Object.freeze({ info, provider: { request: async () => [] } })
          const announce = () =>
            window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
          window.addEventListener('eip6963:requestProvider', announce)
          announce()
        }
        // A second provider claiming the Sandbox Wallet's rdns: both must be listed.
        announceProvider({
          uuid: '6f0c3c2e-6d1b-4b8e-9b9a-000000000002',
          name: 'Sandbox Wallet',
          icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
          rdns: 'dev.appkit.sandbox',
        })
        announceProvider({
          uuid: '6f0c3c2e-6d1b-4b8e-9b9a-000000000001',
          name: '<img src=x onerror="window.__pwned=1">Evil\u202e Wallet',
          icon: 'javascript:window.__pwned=2',
          rdns: 'evil.example',
        })
      }),
    )
    await connectButton(page).click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await expect
      .poll(() => dialog.getByRole('button', { name: 'Sandbox Wallet' }).count(), {
        timeout: 10_000,
      })
      .toBe(2)
    const evil = dialog.getByRole('button', { name: /Evil/ })
    await evil.waitFor()
    expect(await evil.textContent()).toContain('<img src=x onerror="window.__pwned=1">Evil')
    expect(await evil.textContent()).not.toContain('\u202e')
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
    expect(await evil.locator('img[src^="javascript:"]').count()).toBe(0)
    await page.context().close()
  })
})
