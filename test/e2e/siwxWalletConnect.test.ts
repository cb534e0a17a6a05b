import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { runDev } from '../../cli/dev/runDev.js'
import { parseSiwxMessage } from '../../runtime/core/siwx/parseSiwxMessage.js'
import { verifySiwxMessage } from '../../runtime/core/siwx/verifySiwxMessage.js'
import { setupE2eSession, uncaughtErrors } from './exampleSession.js'

// One-click sign-in over WalletConnect in Chromium (SPEC section 4): test/e2e/siwxWcApp has only
// EVM networks and sign-in on, so its pairing asks the wallet to sign in too. The sandbox's
// WalletConnect wallet in this process pairs from the QR code's URI and signs one message.
const app = fileURLToPath(new URL('./siwxWcApp/', import.meta.url))
const e2e = setupE2eSession(() => runDev({ cwd: app, injectDevWallet: false, exclusive: false }))
const wait = { timeout: 15_000 }
const text = (page: Page, id: string) => page.getByTestId(id).textContent()

async function openApp(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1000, height: 700 } })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  ;(page as Page & { uncaughtErrors: string[] }).uncaughtErrors = errors
  await page.goto(url)
  return page
}

describe('one-click sign-in over WalletConnect in Chromium', () => {
  it('connects and signs in with one approval in the wallet, and a reload keeps both', async () => {
    const page = await openApp(e2e.browser, e2e.session.appUrl)
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: /WalletConnect/ })
      .first()
      .click()
    await page.getByRole('img', { name: 'WalletConnect QR code' }).waitFor(wait)
    const uri = (await page.getByTestId('wc-uri').getAttribute('data-uri')) ?? ''
    const wallet = await e2e.startWallet({ autoApprove: true })
    await wallet.pair(uri)

    await expect.poll(() => text(page, 'status'), wait).toBe('connected')
    await expect.poll(() => text(page, 'signed-in'), wait).toBe('yes')
    await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)
    expect(await text(page, 'session')).toBe(`eip155:31337 ${wallet.address}`)
    // One approval, during the pairing: a message per chain the app asked for (the sandbox's two,
    // the one on screen first); the kit keeps the one of the chain the account is on and asks
    // nothing more of the wallet.
    expect(wallet.authentications.map((each) => each.chain)).toEqual([
      'eip155:31337',
      'eip155:31338',
    ])
    expect(wallet.requests).toEqual([])
    const [signed] = wallet.authentications
    expect(await text(page, 'session-message')).toBe(signed?.message)
    const parsed = parseSiwxMessage(signed?.message ?? '')
    const { host, origin } = new URL(e2e.session.appUrl)
    const verified = await verifySiwxMessage({
      message: signed?.message ?? '',
      signature: signed?.signature ?? '',
      expected: {
        domain: host,
        uri: origin,
        nonce: parsed.ok ? parsed.fields.nonce : '',
        scheme: 'http',
      },
    })
    expect(verified.ok).toBe(true)

    // 'Authenticating...' stays only while the kit verifies: it is gone once signed in.
    await page.getByRole('button', { name: /, account / }).click()
    await page.getByRole('dialog', { name: 'Account' }).waitFor(wait)
    expect(await page.getByText('Authenticating...').count()).toBe(0)

    await page.reload()
    await expect.poll(() => text(page, 'status'), wait).toBe('connected')
    await expect.poll(() => text(page, 'signed-in'), wait).toBe('yes')
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })
})
