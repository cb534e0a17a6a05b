import { ACCOUNT_SIZE, getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  chooseNetwork,
  openExample,
  setupE2eSession,
  shownSolBalance,
  uncaughtErrors,
} from './exampleSession.js'

// Sending on Solana from the account hub end to end: the example app on the sandbox (its local
// validator holds 100 SOL and 1000 SUSD for each dev account), the Sandbox Wallet's Solana side
// injected as a Wallet Standard wallet, real Chromium. What arrived is read from the validator.
const e2e = setupE2eSession()
const wait = { timeout: 15_000 }

const solana = () => {
  const sandbox = e2e.session.sandbox.solana
  if (!sandbox) throw new Error('the sandbox runs no Solana validator')
  return sandbox
}
const devAccount = (index: number) => solana().accounts[index]?.address ?? ''

/** Reads balances straight from the sandbox validator. */
function validator() {
  const connection = new Connection(solana().rpcUrl, 'confirmed')
  const mint = new PublicKey(solana().tokenMint)
  return {
    connection,
    lamports: (address: string) => connection.getBalance(new PublicKey(address)),
    /** SUSD in smallest units; undefined while the owner has no token account. */
    susd: async (owner: string) => {
      const account = getAssociatedTokenAddressSync(mint, new PublicKey(owner))
      if (!(await connection.getAccountInfo(account))) return undefined
      return BigInt((await connection.getTokenAccountBalance(account)).value.amount)
    },
  }
}

/** Switches the example to Solana Localnet and connects the Sandbox Wallet's Solana side. */
async function connectSolana(page: Page, approve?: () => Promise<unknown>) {
  await chooseNetwork(page, 'Localhost', /Solana Localnet/)
  await expect.poll(() => page.getByTestId('network').textContent(), wait).toBe('Solana Localnet')
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Sandbox Wallet/ })
    .first()
    .click()
  await approve?.()
  await expect.poll(() => page.getByTestId('status').textContent(), wait).toBe('connected')
  await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)
  expect(await page.getByTestId('address').textContent()).toBe(devAccount(0))
}

async function openHub(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /, account / }).click()
  const dialog = page.getByRole('dialog', { name: 'Account' })
  await dialog.getByRole('list', { name: 'Tokens' }).waitFor(wait)
  return dialog
}

/** Fills Send from the hub and opens its confirmation. */
async function reviewSend(page: Page, hub: Locator, token: string, amount: string, to: string) {
  await hub.getByRole('button', { name: 'Send' }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByRole('button', { name: 'Review send' }).waitFor(wait)
  await expect.poll(() => send.getByLabel('Token').locator('option').count(), wait).toBe(2)
  await send.getByLabel('Token').selectOption({ label: token })
  await send.getByLabel('Amount', { exact: true }).fill(amount)
  await send.getByLabel('To', { exact: true }).fill(to)
  await send.getByRole('button', { name: 'Review send' }).click()
  const preview = page.getByRole('dialog', { name: 'Review send' })
  await preview.getByText(to, { exact: true }).waitFor(wait)
  return preview
}

/** Calls `window.__appkitSandboxWalletControl[name]()` in the page. */
function walletControl(page: Page, name: 'pending' | 'reject' | 'approve'): Promise<boolean> {
  return page.evaluate((name) => {
    const control = (window as unknown as { __appkitSandboxWalletControl: object })
      .__appkitSandboxWalletControl as Record<string, () => boolean>
    return control[name]?.() ?? false
  }, name)
}

/** How many Solana transactions the wallet signed and sent. */
function signedSends(page: Page): Promise<number> {
  return page.evaluate(() => {
    const control = (
      window as unknown as {
        __appkitSandboxWalletControl: { signed(): readonly { method: string }[] }
      }
    ).__appkitSandboxWalletControl
    return control.signed().filter((entry) => entry.method === 'solana_signAndSendTransaction')
      .length
  })
}

const truncate3 = (units: bigint, decimals: number) => {
  const text = (Number(units) / 10 ** decimals).toFixed(decimals)
  const [whole, fraction = ''] = text.split('.')
  const kept = fraction.slice(0, 3).replace(/0+$/, '')
  return kept ? `${whole}.${kept}` : whole
}

describe('sending on Solana from the account hub in Chromium', () => {
  it('lists SOL and SUSD as the validator holds them, and sends SOL to another dev account', async () => {
    const page = await openExample(e2e.browser, e2e.session, { solana: true })
    await connectSolana(page)
    const chain = validator()
    const sender = devAccount(0)
    const receiver = devAccount(1)
    const hub = await openHub(page)
    const rows = hub.getByRole('list', { name: 'Tokens' }).getByRole('listitem')
    await expect.poll(() => rows.count(), wait).toBe(2)
    const sol = rows.filter({ hasText: 'SOL' }).filter({ hasNotText: 'SUSD' })
    const susd = rows.filter({ hasText: 'SUSD' })
    expect(await sol.textContent()).toContain(
      `${truncate3(BigInt(await chain.lamports(sender)), 9)} SOL`,
    )
    expect(await susd.textContent()).toContain(
      `${truncate3((await chain.susd(sender)) ?? 0n, 6)} SUSD`,
    )
    await page.screenshot({ path: 'test-results/account-solana-dark.png', animations: 'disabled' })

    const before = await chain.lamports(receiver)
    const senderBefore = await chain.lamports(sender)
    const preview = await reviewSend(page, hub, 'SOL (Solana)', '1.5', receiver)
    expect(await preview.textContent()).toContain('1.5 SOL')
    expect(await preview.textContent()).toContain('Solana Localnet')
    await preview.getByRole('button', { name: 'Send', exact: true }).click()
    await page.getByRole('dialog', { name: 'Account' }).waitFor(wait)
    await expect.poll(() => chain.lamports(receiver), wait).toBe(before + 1_500_000_000)
    // The sender paid exactly the amount and the fee (5000 lamports a signature).
    expect(await chain.lamports(sender)).toBe(senderBefore - 1_500_000_000 - 5_000)
    // The hub's SOL row and the account button catch up with the validator.
    await expect
      .poll(() => sol.textContent(), wait)
      .toContain(`${truncate3(BigInt(await chain.lamports(sender)), 9)} SOL`)
    const shown = await shownSolBalance(e2e.session, sender)
    await expect
      .poll(() => page.getByRole('button', { name: /, account / }).textContent(), wait)
      .toContain(shown)
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })

  it('sends SUSD to an account with no token account yet: created, exactly the amount arrives', async () => {
    const page = await openExample(e2e.browser, e2e.session, { solana: true })
    await connectSolana(page)
    const chain = validator()
    const sender = devAccount(0)
    const receiver = Keypair.generate().publicKey.toBase58()
    expect(await chain.susd(receiver)).toBeUndefined()
    const senderBefore = (await chain.susd(sender)) ?? 0n
    const lamportsBefore = await chain.lamports(sender)
    const rent = await chain.connection.getMinimumBalanceForRentExemption(ACCOUNT_SIZE)
    const hub = await openHub(page)
    const preview = await reviewSend(page, hub, 'SUSD (Sandbox USD)', '12.345678', receiver)
    expect(await preview.textContent()).toContain('12.345678 SUSD')
    await preview.getByRole('button', { name: 'Send', exact: true }).click()
    await page.getByRole('dialog', { name: 'Account' }).waitFor(wait)
    await expect.poll(() => chain.susd(receiver), wait).toBe(12_345_678n)
    expect(await chain.susd(sender)).toBe(senderBefore - 12_345_678n)
    // The sender paid the fee and the rent of the receiver's new token account, nothing more.
    expect(await chain.lamports(sender)).toBe(lamportsBefore - 5_000 - rent)
    // The hub's SUSD row is read again past its cache.
    const susd = page
      .getByRole('dialog', { name: 'Account' })
      .getByRole('list', { name: 'Tokens' })
      .getByRole('listitem')
      .filter({ hasText: 'SUSD' })
    await expect
      .poll(() => susd.textContent(), wait)
      .toContain(`${truncate3(senderBefore - 12_345_678n, 6)} SUSD`)
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })

  it("shows 'Transaction rejected' and sends nothing when the wallet declines", async () => {
    const page = await openExample(e2e.browser, e2e.session, { solana: true, autoApprove: false })
    await connectSolana(page, async () => {
      await expect.poll(() => walletControl(page, 'pending'), wait).toBe(true)
      expect(await walletControl(page, 'approve')).toBe(true)
    })
    const chain = validator()
    const sender = devAccount(0)
    const receiver = devAccount(2)
    const [before, senderBefore] = [await chain.lamports(receiver), await chain.lamports(sender)]
    const hub = await openHub(page)
    const preview = await reviewSend(page, hub, 'SOL (Solana)', '0.25', receiver)
    await preview.getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(() => walletControl(page, 'pending'), wait).toBe(true)
    expect(await walletControl(page, 'reject')).toBe(true)
    await preview.getByText('Transaction rejected', { exact: false }).waitFor(wait)
    expect(await preview.textContent()).toContain('Nothing was sent')
    // Still on the confirmation, and nothing moved on the validator.
    await page.waitForTimeout(1_000)
    expect(await chain.lamports(receiver)).toBe(before)
    expect(await chain.lamports(sender)).toBe(senderBefore)
    expect(await signedSends(page)).toBe(0)
    // Asked again, the same confirmation sends once.
    await preview.getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(() => walletControl(page, 'pending'), wait).toBe(true)
    expect(await walletControl(page, 'approve')).toBe(true)
    await page.getByRole('dialog', { name: 'Account' }).waitFor(wait)
    await expect.poll(() => chain.lamports(receiver), wait).toBe(before + 250_000_000)
    expect(await signedSends(page)).toBe(1)
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })
})
