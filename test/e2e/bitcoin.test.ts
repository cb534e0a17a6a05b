import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { verifyBip322 } from '../../runtime/core/adapters/bip122/bip322/verifyBip322.js'
import { bitcoinDevAccount } from '../../sandbox/bitcoin/bitcoinDevAccounts.js'
import { regtestNetwork } from '../../sandbox/bitcoin/bitcoinRegtest.js'
import {
  chooseNetwork,
  connectSandboxWallet,
  openExample,
  setupE2eSession,
  uncaughtErrors,
} from './exampleSession.js'

// Bitcoin end to end: the example app (with the built-in Bitcoin network in its config) served by
// `appkit dev`, which adds "Bitcoin Regtest", the sandbox's in-process ledger behind its Esplora
// API; the Sandbox Wallet's WBIP004 side injected as an extension would be, real Chromium. What
// moved is read from the ledger itself.
const e2e = setupE2eSession()
const wait = { timeout: 20_000 }

const ledger = () => {
  const bitcoin = e2e.session.sandbox.bitcoin
  if (!bitcoin) throw new Error('the sandbox runs no Bitcoin ledger')
  return bitcoin.ledger
}
const text = (page: Page, id: string) => page.getByTestId(id).textContent()
const accountButton = (page: Page) => page.getByRole('button', { name: /, account / })

/** Satoshis as the kit shows a native balance: BTC truncated to 3 decimals, zeros dropped. */
function shownBtc(sats: bigint): string {
  const whole = sats / 100_000_000n
  const fraction = String(sats % 100_000_000n)
    .padStart(8, '0')
    .slice(0, 3)
    .replace(/0+$/, '')
  return `${fraction ? `${whole}.${fraction}` : whole} BTC`
}

/** Satoshis as an exact decimal BTC string, trailing zeros dropped: '0.00123456', '1'. */
function exactBtc(sats: bigint): string {
  const fraction = String(sats % 100_000_000n)
    .padStart(8, '0')
    .replace(/0+$/, '')
  return `${sats / 100_000_000n}${fraction ? `.${fraction}` : ''}`
}

const total = (address: string) => {
  const { confirmed, unconfirmed } = ledger().balance(address)
  return confirmed + unconfirmed
}

/** Switches the example to Bitcoin Regtest and connects the Sandbox Wallet's Bitcoin side. */
async function connectBitcoin(page: Page): Promise<void> {
  await chooseNetwork(page, 'Localhost', /Bitcoin Regtest/)
  await expect.poll(() => text(page, 'network'), wait).toBe('Bitcoin Regtest')
  await connectSandboxWallet(page)
  await expect.poll(() => text(page, 'network'), wait).toBe('Bitcoin Regtest')
}

async function openHub(page: Page): Promise<Locator> {
  await accountButton(page).click()
  const dialog = page.getByRole('dialog', { name: 'Account' })
  await dialog.getByRole('list', { name: 'Tokens' }).waitFor(wait)
  return dialog
}

describe('Bitcoin in Chromium on the sandbox regtest ledger', () => {
  it("connects the Sandbox Wallet's payment account and shows its exact balance", async () => {
    const page = await openExample(e2e.browser, e2e.session, { bitcoin: true })
    await connectBitcoin(page)
    const { payment } = bitcoinDevAccount(0)
    expect(await text(page, 'address')).toBe(payment.address)
    // The app's own list gives the Blockchain API's quantity whole; the modal truncates to 3
    // decimals (SPEC section 9).
    await expect
      .poll(() => text(page, 'balance-BTC'), wait)
      .toBe(`${exactBtc(total(payment.address))} BTC`)
    await expect
      .poll(() => accountButton(page).textContent(), wait)
      .toContain(shownBtc(total(payment.address)))
    const hub = await openHub(page)
    expect(await hub.getByTestId('account-type').textContent()).toBe('Payment account')
    await page.screenshot({ path: 'test-results/bitcoin-account.png', animations: 'disabled' })
    await hub.getByRole('button', { name: 'Receive' }).click()
    const receive = page.getByRole('dialog', { name: 'Receive' })
    await receive.getByRole('img', { name: new RegExp(payment.address) }).waitFor(wait)
    // A regtest address receives on regtest only: mainnet Bitcoin is not offered.
    const listed = receive.getByRole('list', { name: /networks/i }).getByRole('listitem')
    expect(await listed.allTextContents()).toEqual(['Bitcoin Regtest'])
    await page.screenshot({ path: 'test-results/bitcoin-receive.png', animations: 'disabled' })
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })

  it('sends BTC to a fresh regtest address, confirmed on the ledger with the exact amount', async () => {
    const page = await openExample(e2e.browser, e2e.session, { bitcoin: true })
    await connectBitcoin(page)
    const sender = bitcoinDevAccount(0).payment.address
    // Dev account 9 is never funded: a fresh address.
    const receiver = bitcoinDevAccount(9).payment.address
    const before = total(receiver)
    const senderBefore = total(sender)
    const hub = await openHub(page)
    await hub.getByRole('button', { name: 'Send' }).click()
    const send = page.getByRole('dialog', { name: 'Send' })
    await send.getByRole('button', { name: 'Review send' }).waitFor(wait)
    await send.getByLabel('Amount', { exact: true }).fill('0.00123456')
    await send.getByLabel('To', { exact: true }).fill(receiver)
    await send.getByRole('button', { name: 'Review send' }).click()
    const preview = page.getByRole('dialog', { name: 'Review send' })
    await preview.getByText(receiver, { exact: true }).waitFor(wait)
    expect(await preview.textContent()).toContain('0.00123456 BTC')
    expect(await preview.textContent()).toContain('Bitcoin Regtest')
    await page.screenshot({ path: 'test-results/bitcoin-send-review.png', animations: 'disabled' })
    const reviewed = (await preview.textContent()) ?? ''
    await preview.getByRole('button', { name: 'Send', exact: true }).click()
    await page.getByRole('dialog', { name: 'Account' }).waitFor(wait)
    await expect.poll(() => ledger().balance(receiver).confirmed, wait).toBe(before + 123_456n)
    // The sender's outputs are spent and its change is back: it lost the amount and the fee only.
    const sent = ledger()
      .history(receiver)
      .find((transaction) => transaction.vout.some((output) => output.value === 123_456))
    expect(sent?.status.confirmed).toBe(true)
    expect(sent?.vin.every((input) => input.prevout?.scriptpubkey_address === sender)).toBe(true)
    // The sender lost the amount and the fee, nothing more; Review showed that fee to the sat.
    const fee = BigInt(sent?.fee ?? -1)
    expect(total(sender)).toBe(senderBefore - 123_456n - fee)
    expect(reviewed).toContain(`${exactBtc(fee)} BTC`)
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })

  it('signs a message with BIP-322 that verifies in Node', async () => {
    const page = await openExample(e2e.browser, e2e.session, { bitcoin: true })
    await connectBitcoin(page)
    await page.getByRole('button', { name: 'Sign message with Bitcoin' }).click()
    const output = page.getByTestId('bitcoin-signature')
    await output.waitFor(wait)
    const signature = (await output.textContent()) ?? ''
    const message = (await output.getAttribute('data-message')) ?? ''
    const address = bitcoinDevAccount(0).payment.address
    expect(verifyBip322({ address, message, signature, network: regtestNetwork })).toBe(true)
    expect(
      verifyBip322({ address, message: `${message}!`, signature, network: regtestNetwork }),
    ).toBe(false)
    await page.context().close()
  })

  it("signs in with the Bitcoin account through the example's server, verified there by BIP-322", async () => {
    const page = await openExample(e2e.browser, e2e.session, { bitcoin: true })
    await connectBitcoin(page)
    const address = bitcoinDevAccount(0).payment.address
    await page.getByRole('button', { name: 'Sign in with your wallet' }).click()
    const signIn = page.getByRole('dialog', { name: 'Sign In' })
    await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)
    await expect
      .poll(() => text(page, 'siwx'), wait)
      .toMatch(new RegExp(`^Signed in as ${address} on ${ledger().caipNetworkId} until `))
    // What the server holds for the page's cookie: the session it verified itself.
    const session = await page.evaluate(async () => {
      const response = await fetch('/api/siwx/session')
      return ((await response.json()) as { session: { data: unknown } | null }).session?.data
    })
    expect(session).toEqual(
      expect.objectContaining({ accountAddress: address, chainId: ledger().caipNetworkId }),
    )
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })

  it('holds EVM, Solana and Bitcoin at once, the Bitcoin side connected through SwitchActiveChain', async () => {
    const page = await openExample(e2e.browser, e2e.session, { bitcoin: true, solana: true })
    await connectSandboxWallet(page)
    const evm = e2e.session.sandbox.chains[0]?.accounts[0]?.address
    expect(await text(page, 'address')).toBe(evm)
    for (const [network, address] of [
      ['Solana Localnet', e2e.session.sandbox.solana?.accounts[0]?.address],
      ['Bitcoin Regtest', bitcoinDevAccount(0).payment.address],
    ] as const) {
      const from = (await text(page, 'network')) ?? ''
      await chooseNetwork(page, from, new RegExp(network))
      const dialog = page.getByRole('dialog', { name: `Switch to ${network}` })
      await dialog.getByRole('button', { name: 'Connect Sandbox Wallet' }).click()
      await expect.poll(() => text(page, 'network'), wait).toBe(network)
      await expect.poll(() => text(page, 'address'), wait).toBe(address)
    }
    // All three stay connected: back to Localhost asks nothing.
    await chooseNetwork(page, 'Bitcoin Regtest', /^Localhost$/)
    await expect.poll(() => text(page, 'address'), wait).toBe(evm)
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })

  it('pairs a WalletConnect wallet that approves bip122 and reads its payment address', async () => {
    const bitcoin = e2e.session.sandbox.bitcoin
    if (!bitcoin) throw new Error('the sandbox runs no Bitcoin ledger')
    const account = bitcoinDevAccount(1)
    const wallet = await e2e.startWallet({
      autoApprove: true,
      bitcoin: {
        esploraUrl: bitcoin.url,
        caipNetworkId: bitcoin.caipNetworkId,
        accounts: [{ payment: account.payment.privateKey, ordinal: account.ordinal.privateKey }],
      },
    })
    const page = await openExample(e2e.browser, e2e.session)
    await chooseNetwork(page, 'Localhost', /Bitcoin Regtest/)
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: /WalletConnect/ })
      .click()
    await page.getByRole('img', { name: 'WalletConnect QR code' }).waitFor(wait)
    const uri = (await page.getByTestId('wc-uri').getAttribute('data-uri')) ?? ''
    await wallet.pair(uri)
    await expect.poll(() => text(page, 'status'), wait).toBe('connected')
    await expect.poll(() => text(page, 'network'), wait).toBe('Bitcoin Regtest')
    expect(await text(page, 'address')).toBe(account.payment.address)
    await expect
      .poll(() => accountButton(page).textContent(), wait)
      .toContain(shownBtc(total(account.payment.address)))
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })
})
