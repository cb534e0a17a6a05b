import type { Locator, Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { logInByEmail, secureSiteOf } from './emailSteps.js'
import {
  connectSandboxWallet,
  openExample,
  setupE2eSession,
  uncaughtErrors,
} from './exampleSession.js'

// Multi-wallet end to end: the example app on the sandbox with the project's remote
// configuration turning multi_wallet on, a browser wallet (the Sandbox Wallet, dev account 0) and
// a WalletConnect wallet in this process (dev account 1) connected side by side, switched,
// one disconnected, over a reload.
const e2e = setupE2eSession()
const wait = { timeout: 30_000 }

afterEach(async () => {
  await e2e.session.sandbox.walletApi.setRemoteFeature('multi_wallet', { isEnabled: false })
})

const devAddress = (index: number) => {
  const account = e2e.session.sandbox.chains[0]?.accounts[index]
  if (!account) throw new Error(`no dev account ${index}`)
  return account.address
}
const shownAddress = (page: Page) => page.getByTestId('address').textContent()

async function openWallets(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /, account 0x/ }).click()
  const hub = page.getByRole('dialog', { name: 'Account' })
  // The Wallets button shows once the remote configuration (fetched after first paint) is in.
  await hub.getByRole('button', { name: 'Wallets' }).click(wait)
  const dialog = page.getByRole('dialog', { name: 'Wallets' })
  await dialog.getByTestId('wallet-connection').first().waitFor(wait)
  return dialog
}

const rowStates = (dialog: Locator) =>
  dialog
    .getByTestId('wallet-connection')
    .evaluateAll((rows) =>
      rows.map(
        (row) =>
          `${row.getAttribute('data-namespace')} ${row.querySelector('.ak-item-name')?.textContent} ${row.getAttribute('data-state')}`,
      ),
    )

describe('multi-wallet in Chromium', () => {
  it('connects a browser wallet and a WalletConnect wallet, switches, disconnects one, over a reload', async () => {
    await e2e.session.sandbox.walletApi.setRemoteFeature('multi_wallet', { isEnabled: true })
    const page = await openExample(e2e.browser, e2e.session)

    // The browser wallet first.
    await connectSandboxWallet(page)
    expect(await shownAddress(page)).toBe(devAddress(0))
    // Then a WalletConnect wallet on another account, added from ProfileWallets.
    let dialog = await openWallets(page)
    expect(await rowStates(dialog)).toEqual(['eip155 Sandbox Wallet connected'])
    await dialog.getByRole('button', { name: 'Add wallet' }).click()
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: /WalletConnect/ })
      .click()
    await page.getByRole('img', { name: 'WalletConnect QR code' }).waitFor(wait)
    const uri = (await page.getByTestId('wc-uri').getAttribute('data-uri')) ?? ''
    const dev1 = e2e.session.sandbox.chains[0]?.accounts[1]
    if (!dev1) throw new Error('no dev account 1')
    const wallet = await e2e.startWallet({
      privateKey: dev1.privateKey,
      metadata: {
        name: 'Pocket Wallet',
        description: 'A WalletConnect wallet of the sandbox',
        url: 'https://wallet.example',
        icons: [],
      },
    })
    await wallet.pair(uri)
    await wallet.approve(await wallet.nextProposal())
    await expect.poll(() => shownAddress(page), wait).toBe(devAddress(1))

    dialog = await openWallets(page)
    await expect
      .poll(() => rowStates(dialog), wait)
      .toEqual([
        'eip155 Sandbox Wallet active',
        'eip155 Pocket Wallet connected',
        'solana Pocket Wallet connected',
      ])
    await page.screenshot({ path: 'test-results/multi-wallet.png' })

    // Switch back to the browser wallet: no prompt, the app's account follows at once.
    await dialog.getByRole('button', { name: 'Use Sandbox Wallet' }).click()
    await expect.poll(() => shownAddress(page), wait).toBe(devAddress(0))
    await expect
      .poll(() => rowStates(dialog), wait)
      .toEqual([
        'eip155 Sandbox Wallet connected',
        'eip155 Pocket Wallet active',
        'solana Pocket Wallet connected',
      ])

    // One WalletConnect session serves both chain families: Solana is the Pocket Wallet's alone.
    // A reload keeps both: the one in use restored, the other known.
    await page.reload()
    await expect.poll(() => shownAddress(page), wait).toBe(devAddress(0))
    dialog = await openWallets(page)
    await expect
      .poll(() => rowStates(dialog), wait)
      .toEqual([
        'eip155 Sandbox Wallet connected',
        'eip155 Pocket Wallet active',
        'solana Pocket Wallet connected',
      ])

    // The WalletConnect session is still alive: switching to it asks nothing.
    await dialog.getByRole('button', { name: 'Use Pocket Wallet' }).click()
    await expect.poll(() => shownAddress(page), wait).toBe(devAddress(1))

    // Disconnect the browser wallet alone: the WalletConnect wallet stays in use.
    await dialog.getByRole('button', { name: 'Disconnect Sandbox Wallet' }).click()
    await expect
      .poll(() => rowStates(dialog), wait)
      .toEqual(['eip155 Pocket Wallet connected', 'solana Pocket Wallet connected'])
    expect(await shownAddress(page)).toBe(devAddress(1))
    expect(await page.getByTestId('status').textContent()).toBe('connected')
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  }, 180_000)

  it('keeps an email login beside a browser wallet and switches back to it without a new code', async () => {
    await e2e.session.sandbox.walletApi.setRemoteFeature('multi_wallet', { isEnabled: true })
    const page = await openExample(e2e.browser, e2e.session, { account: 2 })
    const site = secureSiteOf(e2e.session)
    await logInByEmail(page, site, 'multi@example.com')
    await expect.poll(() => page.getByTestId('status').textContent(), wait).toBe('connected')
    const embedded = (await shownAddress(page)) ?? ''
    expect(embedded).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)

    let dialog = await openWallets(page)
    await dialog.getByRole('button', { name: 'Add wallet' }).click()
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: /Sandbox Wallet/ })
      .first()
      .click()
    await expect.poll(() => shownAddress(page), wait).toBe(devAddress(2))

    dialog = await openWallets(page)
    const states = await rowStates(dialog)
    expect(states.filter((row) => row.startsWith('eip155'))).toHaveLength(2)
    expect(states).toContain('eip155 Sandbox Wallet connected')
    const mailed = site.mail.length
    const email = dialog.getByTestId('wallet-connection').filter({ hasText: 'multi@example.com' })
    await email.first().getByRole('button', { name: /^Use / }).click()
    await expect.poll(() => shownAddress(page), wait).toBe(embedded)
    await expect.poll(() => rowStates(dialog), wait).toContain('eip155 Sandbox Wallet active')
    // Resumed from the secure site's session: no new code was mailed.
    expect(site.mail.length).toBe(mailed)
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  }, 180_000)
})
