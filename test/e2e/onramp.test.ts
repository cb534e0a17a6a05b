import { Connection, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import type { Locator, Page } from 'playwright-core'
import { parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { sandboxToken } from '../../sandbox/contracts/sandboxToken.js'
import { devAccountBalances, devAccountChain } from './devAccountChain.js'
import { chooseNetwork, openExample, setupE2eSession, uncaughtErrors } from './exampleSession.js'

// Buying crypto end to end: the example app on the sandbox, whose stand-in Blockchain API lists
// two stand-in onramp providers of our own on loopback; each provider's checkout page takes a
// sandbox test card or a bank transfer and then sends the quoted amount from its own wallet on
// the local chain. What arrived is read from the chain, to the last unit.
const e2e = setupE2eSession()
const wait = { timeout: 30_000 }

const _chain = () => devAccountChain(e2e.session)

const balances = () => devAccountBalances(e2e.session)

async function connect(page: Page) {
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Sandbox Wallet/ })
    .first()
    .click()
  await expect.poll(() => page.getByTestId('status').textContent(), wait).toBe('connected')
  await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)
}

/** The Buy view, from the account hub's Buy button. */
async function openBuy(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /, account / }).click()
  const hub = page.getByRole('dialog', { name: 'Account' })
  await hub.getByRole('button', { name: 'Buy', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Buy crypto' })
  await dialog.getByRole('textbox', { name: /^Amount in / }).waitFor(wait)
  return dialog
}

/** Types the amount and waits until `provider` has a real quote; returns what it gives. */
async function quote(dialog: Locator, amount: string, provider: string): Promise<string> {
  await dialog.getByRole('textbox', { name: /^Amount in / }).fill(amount)
  const card = dialog.getByRole('radio', { name: new RegExp(provider) })
  await expect.poll(() => card.isEnabled(), wait).toBe(true)
  await card.check()
  const label = (await card.locator('xpath=ancestor::label[1]').textContent()) ?? ''
  const gives = /You get ([\d.]+) /.exec(label)?.[1]
  if (!gives) throw new Error(`no quote in "${label}"`)
  return gives
}

/** Presses Continue and returns the provider's checkout window once its page has loaded. */
async function continueTo(page: Page, dialog: Locator, provider: string): Promise<Page> {
  const opened = page.waitForEvent('popup', wait)
  await dialog.getByRole('button', { name: `Continue with ${provider}` }).click()
  const popup = await opened
  await popup.waitForURL(/\/checkout\//, wait)
  await popup.getByRole('heading').first().waitFor(wait)
  return popup
}

async function payByCard(checkout: Page, number: string) {
  await checkout.getByLabel('Card number').fill(number)
  await checkout.getByLabel('Expiry').fill('12/34')
  await checkout.getByLabel('CVC').fill('123')
  await checkout.getByRole('button', { name: /^Pay / }).click()
}

describe('Buy crypto in Chromium, through the sandbox onramp providers', () => {
  it('buys ETH with a card through Sandbox Pay: the quoted amount arrives, pending then done', async () => {
    const page = await openExample(e2e.browser, e2e.session)
    await connect(page)
    const dialog = await openBuy(page)
    const gives = await quote(dialog, '100', 'Sandbox Pay')
    await dialog.getByRole('radio', { name: /Loopback Ramp/ }).waitFor(wait)
    await page.screenshot({ path: 'test-results/buy-quotes.png', animations: 'disabled' })
    const before = await balances()

    const checkout = await continueTo(page, dialog, 'Sandbox Pay')
    await dialog.getByText('Finish in Sandbox Pay').waitFor(wait)
    await checkout.screenshot({ path: 'test-results/buy-checkout.png', animations: 'disabled' })
    await payByCard(checkout, '4242 4242 4242 4242')
    await dialog
      .getByText('Payment received. Sandbox Pay is sending it to your wallet...')
      .waitFor(wait)
    await dialog.getByRole('heading', { name: `Bought ${gives} ETH` }).waitFor(wait)
    await page.getByText(`Bought ${gives} ETH`).first().waitFor(wait)
    await checkout.getByText(/^Done: /).waitFor(wait)
    await page.screenshot({ path: 'test-results/buy-success.png', animations: 'disabled' })

    const after = await balances()
    expect(after.wei - before.wei).toBe(parseEther(gives))
    await dialog.getByRole('button', { name: 'Done' }).click()
    const hub = page.getByRole('dialog', { name: 'Account' })
    await hub.getByRole('tab', { name: 'Activity' }).click()
    // The purchase, settled by its delivery (three decimals, as the list shows amounts).
    const shown = `+${gives.slice(0, gives.indexOf('.') + 4).replace(/\.?0+$/, '')} ETH`
    await hub.getByRole('listitem').filter({ hasText: shown }).first().waitFor(wait)
    await page.screenshot({ path: 'test-results/buy-activity.png', animations: 'disabled' })
    expect(uncaughtErrors(page)).toEqual([])
  }, 180_000)

  it('buys SUSD by bank transfer through Loopback Ramp, to the unit', async () => {
    const page = await openExample(e2e.browser, e2e.session)
    await connect(page)
    const dialog = await openBuy(page)
    await dialog.getByRole('radio', { name: 'Bank account' }).check()
    await dialog.getByLabel('You buy').selectOption('SUSD')
    const gives = await quote(dialog, '250', 'Loopback Ramp')
    const before = await balances()
    const checkout = await continueTo(page, dialog, 'Loopback Ramp')
    await checkout.getByRole('button', { name: 'Pay by bank transfer' }).click()
    await dialog.getByRole('heading', { name: `Bought ${gives} SUSD` }).waitFor(wait)
    const after = await balances()
    expect(after.susd - before.susd).toBe(parseUnits(gives, sandboxToken.decimals))
    expect(uncaughtErrors(page)).toEqual([])
  }, 180_000)

  it('declines the declining test card, and closing the window returns calmly to the form', async () => {
    const page = await openExample(e2e.browser, e2e.session)
    await connect(page)
    const dialog = await openBuy(page)
    await quote(dialog, '40', 'Sandbox Pay')
    const before = await balances()
    const checkout = await continueTo(page, dialog, 'Sandbox Pay')
    await payByCard(checkout, '4000 0000 0000 0002')
    await checkout.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor(wait)
    await checkout.screenshot({ path: 'test-results/buy-declined.png', animations: 'disabled' })
    await checkout.close()
    await dialog
      .getByText(/The Sandbox Pay window was closed before a payment reached us/)
      .waitFor(wait)
    expect(await dialog.getByRole('textbox', { name: /^Amount in / }).inputValue()).toBe('40')
    expect(await balances()).toEqual(before)
    expect(uncaughtErrors(page)).toEqual([])
  }, 180_000)

  it('enforces the limits as the amount is typed: each method its own, and clear words', async () => {
    const page = await openExample(e2e.browser, e2e.session)
    await connect(page)
    const dialog = await openBuy(page)
    const amount = dialog.getByRole('textbox', { name: /^Amount in / })
    await page.screenshot({ path: 'test-results/buy-form.png', animations: 'disabled' })
    const error = dialog.getByRole('alert')
    await amount.fill('5')
    await error.filter({ hasText: 'The minimum is 10 USD.' }).waitFor(wait)
    await amount.fill('5001')
    await error.filter({ hasText: 'The maximum is 5000 USD.' }).waitFor(wait)
    expect(await dialog.getByRole('button', { name: /^Continue with/ }).count()).toBe(0)
    await dialog.getByRole('radio', { name: 'Bank account' }).check()
    await expect.poll(() => error.count(), wait).toBe(0)
    await amount.fill('20000.01')
    await error.filter({ hasText: 'The maximum is 20000 USD.' }).waitFor(wait)
    await amount.fill('12.345')
    await error.filter({ hasText: 'Use at most 2 decimals.' }).waitFor(wait)
    await amount.fill('a lot')
    await error.filter({ hasText: 'Enter a number, like 100 or 49.99.' }).waitFor(wait)
    expect(await amount.getAttribute('aria-invalid')).toBe('true')
    await page.screenshot({ path: 'test-results/buy-limits.png', animations: 'disabled' })
    expect(uncaughtErrors(page)).toEqual([])
  }, 120_000)

  it("falls back to SPEC's currencies and mock quotes when the service fails, and says they are estimates", async () => {
    const page = await openExample(e2e.browser, e2e.session, {}, async (context) => {
      await context.route('**/v1/onramp/options*', (route) =>
        route.fulfill({ status: 500, body: '{"message":"down"}' }),
      )
      await context.route('**/v1/onramp/quote*', (route) => route.abort('connectionrefused'))
    })
    await connect(page)
    const dialog = await openBuy(page)
    const pay = dialog.getByRole('combobox', { name: 'Currency to pay with' })
    expect(await pay.locator('option').allTextContents()).toEqual(['USD', 'EUR'])
    const buy = dialog.getByLabel('You buy')
    expect(await buy.locator('option').allTextContents()).toEqual([
      'USDC · USD Coin',
      'ETH · Ether',
    ])
    expect(await buy.inputValue()).toBe('ETH')
    await dialog.getByText(/the figures are estimates/).waitFor(wait)
    await dialog.getByRole('textbox', { name: /^Amount in / }).fill('7600')
    await dialog.getByRole('alert').filter({ hasText: 'The maximum is 7500 USD.' }).waitFor(wait)
    await dialog.getByRole('textbox', { name: /^Amount in / }).fill('100')
    const card = dialog.getByRole('radio', { name: /Sandbox Pay/ })
    await expect.poll(() => card.isEnabled(), wait).toBe(true)
    const label = card.locator('xpath=ancestor::label[1]')
    await expect.poll(() => label.textContent(), wait).toContain('Estimate: 100 ETH')
    expect(await label.textContent()).toContain('Total 100 USD')
    await page.screenshot({ path: 'test-results/buy-fallback.png', animations: 'disabled' })
    expect(uncaughtErrors(page)).toEqual([])
  }, 120_000)

  it('links to the checkout when the browser blocks the window, and the purchase still completes', async () => {
    const page = await openExample(e2e.browser, e2e.session, {}, async (context) => {
      await context.addInitScript(() => {
        // A popup blocker: scripted windows never open; links with a target still do.
        window.open = () => null
      })
    })
    await connect(page)
    const dialog = await openBuy(page)
    const gives = await quote(dialog, '60', 'Sandbox Pay')
    const before = await balances()
    await dialog.getByRole('button', { name: 'Continue with Sandbox Pay' }).click()
    await dialog.getByText(/Your browser blocked the Sandbox Pay window/).waitFor(wait)
    const opened = page.waitForEvent('popup', wait)
    await dialog.getByRole('link', { name: 'Open Sandbox Pay checkout' }).click()
    const checkout = await opened
    await checkout.waitForURL(/\/checkout\//, wait)
    await payByCard(checkout, '4242424242424242')
    await dialog.getByRole('heading', { name: `Bought ${gives} ETH` }).waitFor(wait)
    expect((await balances()).wei - before.wei).toBe(parseEther(gives))
    expect(uncaughtErrors(page)).toEqual([])
  }, 180_000)

  it('buys SOL on Solana Localnet: the quoted lamports arrive', async () => {
    const solana = e2e.session.sandbox.solana
    const owner = solana?.accounts[0]?.address
    if (!solana || !owner) throw new Error('the sandbox runs no Solana validator')
    const page = await openExample(e2e.browser, e2e.session, { solana: true })
    await chooseNetwork(page, 'Localhost', /Solana Localnet/)
    await expect.poll(() => page.getByTestId('network').textContent(), wait).toBe('Solana Localnet')
    await connect(page)
    const dialog = await openBuy(page)
    expect(await dialog.getByLabel('You buy').inputValue()).toBe('SOL')
    const gives = await quote(dialog, '30', 'Sandbox Pay')
    const connection = new Connection(solana.rpcUrl, 'confirmed')
    const before = await connection.getBalance(new PublicKey(owner))
    const checkout = await continueTo(page, dialog, 'Sandbox Pay')
    await payByCard(checkout, '4242 4242 4242 4242')
    await dialog.getByRole('heading', { name: `Bought ${gives} SOL` }).waitFor(wait)
    const after = await connection.getBalance(new PublicKey(owner))
    expect(BigInt(after - before)).toBe(parseUnits(gives, 9))
    expect(after - before).toBeLessThan(LAMPORTS_PER_SOL)
    expect(uncaughtErrors(page)).toEqual([])
  }, 180_000)
})
