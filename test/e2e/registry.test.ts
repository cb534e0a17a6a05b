import type { Locator, Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { openExample, setupE2eSession, uncaughtErrors } from './exampleSession.js'

// The wallet registry end to end: the example app served by `appkit dev` with the stand-in
// Wallet API (300+ wallets), the Sandbox Wallet injected as an extension, in real Chromium.
const e2e = setupE2eSession()

afterEach(() => {
  e2e.session.sandbox.walletApi.setFault('/getWallets', undefined)
})

async function openConnect(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await dialog.waitFor()
  return dialog
}

/** All Wallets, from the Connect view's entry (opening the modal first when it is closed). */
async function openAllWallets(page: Page, connect?: Locator): Promise<Locator> {
  const from = connect ?? (await openConnect(page))
  await from.getByRole('button', { name: /^All Wallets \d+0\+$/ }).click()
  const dialog = page.getByRole('dialog', { name: 'All Wallets' })
  await dialog.locator('ul[aria-label="All wallets"][aria-busy=false]').waitFor()
  return dialog
}

/** Wallet tiles shown (placeholders left out). */
const tiles = (dialog: Locator) =>
  dialog.getByRole('list', { name: 'All wallets' }).locator('li:not(.ak-aw-skeleton)').count()

describe('the wallet registry in Chromium', () => {
  it('lists recommended wallets on Connect, and All Wallets pages of 40 on scroll', async () => {
    const page = await openExample(e2e.browser, e2e.session)
    const connect = await openConnect(page)
    // The registry's first wallets (the Sandbox Wallet is installed, and listed first).
    await connect.getByRole('button', { name: 'MetaMask', exact: true }).waitFor()
    const dialog = await openAllWallets(page, connect)
    expect(await tiles(dialog)).toBe(40)
    const image = dialog.getByRole('button', { name: 'MetaMask' }).locator('img')
    expect(await image.getAttribute('loading')).toBe('lazy')
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth), {
        timeout: 10_000,
      })
      .toBe(96)

    await dialog.locator('.ak-aw-sentinel').scrollIntoViewIfNeeded()
    await expect.poll(() => tiles(dialog), { timeout: 10_000 }).toBeGreaterThanOrEqual(80)
    const pages = e2e.session.sandbox.walletApi.requests.filter(
      (request) => request.route === '/getWallets' && request.query.entries === '40',
    )
    expect(pages.map((request) => request.query.page)).toEqual(expect.arrayContaining(['1', '2']))
    expect(pages[0]?.query).toMatchObject({
      st: 'appkit',
      chains: expect.stringContaining('eip155:1'),
    })
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })

  it('finds a wallet by name after the typing pause, and opens its pairing view', async () => {
    const page = await openExample(e2e.browser, e2e.session)
    const dialog = await openAllWallets(page)
    const before = e2e.session.sandbox.walletApi.requests.length
    await dialog.getByRole('searchbox', { name: 'Search wallets' }).pressSequentially('zerion', {
      delay: 40,
    })
    const results = dialog.getByRole('list', { name: 'Search results' })
    await results.getByRole('button', { name: 'Zerion' }).waitFor()
    expect(await results.getByRole('button').count()).toBe(1)
    const searches = e2e.session.sandbox.walletApi.requests
      .slice(before)
      .flatMap((request) => request.query.search ?? [])
    expect(searches).toEqual(['zerion'])
    await results.getByRole('button', { name: 'Zerion' }).click()
    // On to the pairing view (ConnectingWalletConnect) for that wallet: the modal stays open.
    await expect
      .poll(() => page.getByRole('dialog', { name: 'All Wallets' }).count(), { timeout: 10_000 })
      .toBe(0)
    expect(await page.getByRole('dialog').count()).toBe(1)
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })

  it('falls back to installed wallets with a message when the registry answers 500', async () => {
    e2e.session.sandbox.walletApi.setFault('/getWallets', { status: 500 })
    const page = await openExample(e2e.browser, e2e.session)
    const connect = await openConnect(page)
    const note = connect.getByRole('status').filter({ hasText: 'Could not load the wallet list' })
    await note.waitFor()
    expect(await note.textContent()).toContain('Server error')
    expect(await connect.getByRole('button', { name: /All Wallets/ }).count()).toBe(0)
    await connect.getByRole('button', { name: 'Sandbox Wallet' }).click()
    await expect
      .poll(() => page.getByTestId('status').textContent(), { timeout: 10_000 })
      .toBe('connected')
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })
})
