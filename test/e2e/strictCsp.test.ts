import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openExample, setupE2eSession, uncaughtErrors } from './exampleSession.js'
import { type CspServer, serveWithCsp } from './serveWithCsp.js'

// The example under a strict Content-Security-Policy (no 'unsafe-inline', no 'unsafe-eval', no
// wildcard hosts), served from a real loopback server so that every part the modal reaches is
// exercised: its styles, the registry (Wallet API and its images), the Blockchain API, the chain
// RPC, and WalletConnect over the loopback relay.
const e2e = setupE2eSession()
let served: CspServer | undefined

const origin = (url: string | undefined) => (url ? new URL(url).origin : '')

beforeAll(async () => {
  const { sandbox } = e2e.session
  const services = [sandbox.walletApi.url, sandbox.blockchainApi.url].map(origin)
  // The analytics endpoint takes POSTs only: connect-src, not img-src.
  const analytics = origin(sandbox.analytics.url)
  const rpcs = sandbox.chains.map((chain) => origin(chain.rpcUrl))
  const relay = sandbox.relay?.url ?? ''
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self' ${[...services, analytics, ...rpcs, relay].join(' ')}`,
    `img-src 'self' data: ${services.join(' ')}`,
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ')
  served = await serveWithCsp(e2e.session.appUrl, csp)
})
afterAll(async () => {
  await served?.close()
})

/** Opens the example through the CSP server, recording every violation the page reports. */
async function openUnderCsp(): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  const page = await openExample(
    e2e.browser,
    { ...e2e.session, appUrl: served?.url ?? '' },
    {},
    (context) =>
      context.addInitScript(() => {
        const seen: string[] = []
        Object.assign(window, { __violations: seen })
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
        )
      }),
  )
  const header = await page.evaluate(async () =>
    (await fetch(location.href)).headers.get('content-security-policy'),
  )
  expect(header).toContain("default-src 'self'")
  return {
    page,
    violations: () =>
      page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
  }
}

describe('a strict CSP in Chromium', () => {
  it('styles the modal, lists the registry with its images and connects the browser wallet', async () => {
    const { page, violations } = await openUnderCsp()
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await dialog.waitFor()
    // Styled by the adopted stylesheets: 360 px once the opening animation has settled.
    await expect
      .poll(() => dialog.evaluate((element) => element.getBoundingClientRect().width), {
        timeout: 10_000,
      })
      .toBe(360)
    // The registry (Wallet API over loopback) answered, and its images loaded.
    await dialog.getByRole('button', { name: /^All Wallets \d+0\+$/ }).click()
    const all = page.getByRole('dialog', { name: 'All Wallets' })
    const image = all.getByRole('button', { name: 'MetaMask' }).locator('img')
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth), {
        timeout: 10_000,
      })
      .toBe(96)
    await all.getByRole('button', { name: 'Back' }).first().click()
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: 'Sandbox Wallet' })
      .click()
    await expect
      .poll(() => page.getByTestId('status').textContent(), { timeout: 10_000 })
      .toBe('connected')
    // The balance came from the chain's RPC.
    await expect
      .poll(() => page.getByTestId('balance-ETH').count(), { timeout: 10_000 })
      .toBeGreaterThan(0)
    expect(await violations()).toEqual([])
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })

  it('pairs over WalletConnect through the loopback relay', async () => {
    const { page, violations } = await openUnderCsp()
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: /WalletConnect/ })
      .click()
    await page.getByRole('img', { name: 'WalletConnect QR code' }).waitFor({ timeout: 15_000 })
    const uri = (await page.getByTestId('wc-uri').getAttribute('data-uri')) ?? ''
    const wallet = await e2e.startWallet({ autoApprove: true })
    await wallet.pair(uri)
    await expect
      .poll(() => page.getByTestId('status').textContent(), { timeout: 15_000 })
      .toBe('connected')
    expect(await page.getByTestId('address').textContent()).toBe(wallet.address)
    expect(await violations()).toEqual([])
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })
})
