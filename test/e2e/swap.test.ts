import type { Locator, Page } from 'playwright-core'
import { type Address, createWalletClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { sandboxSwap } from '../../sandbox/contracts/sandboxSwap.js'
import { sandboxToken } from '../../sandbox/contracts/sandboxToken.js'
import { approvePrompt } from '../../testing/walletHelpers.js'
import { devAccountBalances, devAccountChain } from './devAccountChain.js'
import { logInByEmail, secureSiteOf } from './emailSteps.js'
import { openExample, setupE2eSession, uncaughtErrors } from './exampleSession.js'

// Swap end to end: the example app on the sandbox, whose chains run our constant-product
// exchange with ETH/SUSD and SUSD/SEUR pools, the stand-in Blockchain API answering the convert
// calls from the pools' state, the Sandbox Wallet injected, real Chromium. What the kit pays out
// is checked against the pool's own formula and the chain's balances, to the last unit.
const e2e = setupE2eSession()
const wait = { timeout: 20_000 }
const native = sandboxSwap.nativeAddress

const chain = () => devAccountChain(e2e.session)

function swapAddress(): Address {
  const address = e2e.session.sandbox.swapAddress
  if (!address) throw new Error('the sandbox deployed no exchange')
  return address
}

/** The pool's own formula (0.3% fee): what a swap of `amountIn` pays out, to the unit. */
function amountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  return (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n)
}

async function reserves(tokenIn: Address, tokenOut: Address): Promise<[bigint, bigint]> {
  const [reserveIn, reserveOut] = await chain().client.readContract({
    address: swapAddress(),
    abi: sandboxSwap.artifact.abi,
    functionName: 'reserves',
    args: [tokenIn, tokenOut],
  })
  return [reserveIn, reserveOut]
}

const balances = () => devAccountBalances(e2e.session)

/** What the last `count` blocks' transactions of the dev account cost in gas (anvil: one per block). */
async function gasSpent(count: number): Promise<bigint> {
  const { client, account } = chain()
  const latest = await client.getBlockNumber()
  let spent = 0n
  for (let number = latest - BigInt(count) + 1n; number <= latest; number++) {
    const block = await client.getBlock({ blockNumber: number, includeTransactions: true })
    for (const transaction of block.transactions) {
      if (transaction.from.toLowerCase() !== account.address.toLowerCase()) continue
      const receipt = await client.getTransactionReceipt({ hash: transaction.hash })
      spent += receipt.gasUsed * receipt.effectiveGasPrice
    }
  }
  return spent
}

async function connect(page: Page, approve: boolean) {
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'Sandbox Wallet' })
    .first()
    .click()
  if (approve) await approvePrompt(page)
  await expect.poll(() => page.getByTestId('status').textContent(), wait).toBe('connected')
  await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)
}

/** The Swap view, from the account hub's Swap button. */
async function openSwap(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /, account 0x/ }).click()
  const hub = page.getByRole('dialog', { name: 'Account' })
  await hub.getByRole('button', { name: 'Swap', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Swap' })
  await dialog.getByRole('textbox', { name: 'You pay' }).waitFor(wait)
  return dialog
}

async function pick(dialog: Locator, side: 'pay' | 'receive', symbol: string) {
  const button = dialog.getByRole('button', {
    name: new RegExp(`^(Token to ${side}: .*|Select token)$`),
  })
  await (side === 'pay' ? button.first() : button.last()).click()
  const list = dialog.getByRole('list', {
    name: side === 'pay' ? 'Tokens to pay with' : 'Tokens to receive',
  })
  await list.getByRole('button', { name: new RegExp(`^${symbol}\\b`) }).click()
  await dialog
    .getByRole('button', { name: `Token to ${side}: ${symbol}` })
    .waitFor({ timeout: wait.timeout })
}

/** Fills the form and waits for its quote: the rate is shown. */
async function quote(dialog: Locator, from: string, to: string, amount: string) {
  await pick(dialog, 'pay', from)
  await pick(dialog, 'receive', to)
  await dialog.getByRole('textbox', { name: 'You pay' }).fill(amount)
  await dialog.getByText('Rate', { exact: true }).waitFor(wait)
  await expect
    .poll(() => dialog.getByRole('button', { name: 'Review swap' }).isEnabled(), wait)
    .toBe(true)
}

describe('Swap in Chromium, on the sandbox exchange', () => {
  it('swaps ETH for SUSD: the account receives exactly what the pool formula pays', async () => {
    const page = await openExample(e2e.browser, e2e.session)
    await connect(page, false)
    const dialog = await openSwap(page)
    await quote(dialog, 'ETH', 'SUSD', '0.1')
    const amountIn = parseEther('0.1')
    const [reserveIn, reserveOut] = await reserves(native, e2e.session.sandbox.tokenAddress)
    const expected = amountOut(amountIn, reserveIn, reserveOut)
    await page.screenshot({ path: 'test-results/swap-form.png', animations: 'disabled' })
    const before = await balances()

    await dialog.getByRole('button', { name: 'Review swap' }).click()
    await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
    await page.getByRole('dialog', { name: 'Account' }).waitFor(wait)
    await page.getByText(/^Swapped 0\.1 ETH for /).waitFor(wait)

    const after = await balances()
    expect(after.susd - before.susd).toBe(expected)
    expect(before.wei - after.wei).toBe(amountIn + (await gasSpent(1)))
    expect(uncaughtErrors(page)).toEqual([])
  }, 120_000)

  it('swaps SUSD for ETH after an approval, each awaited, paying exactly the formula', async () => {
    const page = await openExample(e2e.browser, e2e.session)
    await connect(page, false)
    const dialog = await openSwap(page)
    await quote(dialog, 'SUSD', 'ETH', '100')
    await dialog.getByText(/first to let the swap spend your SUSD/).waitFor(wait)
    const amountIn = parseUnits('100', sandboxToken.decimals)
    const [reserveIn, reserveOut] = await reserves(e2e.session.sandbox.tokenAddress, native)
    const expected = amountOut(amountIn, reserveIn, reserveOut)
    const before = await balances()

    await dialog.getByRole('button', { name: 'Review swap' }).click()
    await page.screenshot({ path: 'test-results/swap-preview.png', animations: 'disabled' })
    await dialog.getByRole('button', { name: 'Approve and swap' }).click()
    await page.getByRole('dialog', { name: 'Account' }).waitFor(wait)
    await page.getByText(/^Swapped 100 SUSD for /).waitFor(wait)

    const after = await balances()
    expect(before.susd - after.susd).toBe(amountIn)
    // Two transactions: the approval, then the swap.
    expect(after.wei - before.wei).toBe(expected - (await gasSpent(2)))
    expect(uncaughtErrors(page)).toEqual([])
  }, 120_000)

  it('tells the user when the price moved past 1% before the swap was mined, funds intact', async () => {
    const page = await openExample(e2e.browser, e2e.session, { autoApprove: false })
    await connect(page, true)
    const dialog = await openSwap(page)
    await quote(dialog, 'ETH', 'SUSD', '1')
    await dialog.getByRole('button', { name: 'Review swap' }).click()
    await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
    // The wallet's prompt holds the built swap (its minimum out fixed); meanwhile another account
    // moves the pool far past the 1% tolerance.
    await dialog.getByText('Confirm the swap in your wallet...').waitFor(wait)
    const other = chain().accounts[1]
    if (!other) throw new Error('no second dev account')
    const mover = createWalletClient({
      account: privateKeyToAccount(other.privateKey),
      transport: http(chain().rpcUrl),
    })
    const moved = await mover.writeContract({
      chain: null,
      address: swapAddress(),
      abi: sandboxSwap.artifact.abi,
      functionName: 'swap',
      args: [[native, e2e.session.sandbox.tokenAddress], parseEther('50'), 0n, other.address],
      value: parseEther('50'),
    })
    await chain().client.waitForTransactionReceipt({ hash: moved, timeout: wait.timeout })
    const before = await balances()
    await approvePrompt(page)

    const alert = dialog.getByRole('alert').filter({ hasText: 'The swap did not go through' })
    await alert.waitFor(wait)
    expect(await alert.textContent()).toContain('price moved more than 1%')
    const after = await balances()
    expect(after.susd).toBe(before.susd)
    // Only the gas of the reverted transaction left the account.
    expect(before.wei - after.wei).toBe(await gasSpent(1))
    await page.screenshot({ path: 'test-results/swap-reverted.png', animations: 'disabled' })
    await dialog.getByRole('button', { name: 'Back to the swap' }).click()
    await dialog.getByRole('textbox', { name: 'You pay' }).waitFor(wait)
    expect(uncaughtErrors(page)).toEqual([])
  }, 120_000)

  it('opens with the arguments the app gave open(): tokens and amount filled in, quoted', async () => {
    const page = await openExample(e2e.browser, e2e.session)
    await connect(page, false)
    await page.getByRole('button', { name: 'Swap 0.01 ETH to SUSD' }).click()
    const dialog = page.getByRole('dialog', { name: 'Swap' })
    await dialog.getByRole('button', { name: 'Token to pay: ETH' }).waitFor(wait)
    await dialog.getByRole('button', { name: 'Token to receive: SUSD' }).waitFor(wait)
    expect(await dialog.getByRole('textbox', { name: 'You pay' }).inputValue()).toBe('0.01')
    await dialog.getByText('Minimum received', { exact: true }).waitFor(wait)
    expect(uncaughtErrors(page)).toEqual([])
  }, 120_000)

  it('swaps SUSD for ETH over WalletConnect, paying exactly the pool formula', async () => {
    const page = await openExample(e2e.browser, e2e.session)
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: /WalletConnect/ })
      .click()
    await page.getByRole('img', { name: 'WalletConnect QR code' }).waitFor(wait)
    const uri = (await page.getByTestId('wc-uri').getAttribute('data-uri')) ?? ''
    const wallet = await e2e.startWallet({ autoApprove: true })
    await wallet.pair(uri)
    await expect.poll(() => page.getByTestId('status').textContent(), wait).toBe('connected')
    await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)

    const dialog = await openSwap(page)
    await quote(dialog, 'SUSD', 'ETH', '10')
    const amountIn = parseUnits('10', sandboxToken.decimals)
    const [reserveIn, reserveOut] = await reserves(e2e.session.sandbox.tokenAddress, native)
    const expected = amountOut(amountIn, reserveIn, reserveOut)
    const before = await balances()
    await dialog.getByRole('button', { name: 'Review swap' }).click()
    // The allowance an earlier test left may cover it: an approval first only when it does not.
    const confirm = dialog.getByRole('button', { name: /^(Approve and swap|Swap)$/ })
    const transactions = (await confirm.textContent()) === 'Approve and swap' ? 2 : 1
    await confirm.click()
    await page.getByRole('dialog', { name: 'Account' }).waitFor(wait)
    await page.getByText(/^Swapped 10 SUSD for /).waitFor(wait)
    const after = await balances()
    expect(before.susd - after.susd).toBe(amountIn)
    expect(after.wei - before.wei).toBe(expected - (await gasSpent(transactions)))
    expect(uncaughtErrors(page)).toEqual([])
  }, 120_000)

  it("swaps with the embedded wallet: the swap approved on the secure site's own screen", async () => {
    const page = await openExample(e2e.browser, e2e.session)
    await logInByEmail(page, secureSiteOf(e2e.session), 'swapper@example.com')
    await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)
    const account = page.getByRole('button', { name: /, account 0x/ })
    await expect.poll(() => account.textContent(), wait).toContain('10 ETH')
    const address = ((await page.getByTestId('address').textContent()) ?? '') as Address
    const susdOf = () =>
      chain().client.readContract({
        address: e2e.session.sandbox.tokenAddress,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      })
    const dialog = await openSwap(page)
    await quote(dialog, 'ETH', 'SUSD', '0.5')
    const [reserveIn, reserveOut] = await reserves(native, e2e.session.sandbox.tokenAddress)
    const expected = amountOut(parseEther('0.5'), reserveIn, reserveOut)
    const before = await susdOf()
    await dialog.getByRole('button', { name: 'Review swap' }).click()
    await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
    const screen = page.frameLocator('iframe[title="Secure login"]')
    await screen.getByRole('heading', { name: 'Approve request' }).waitFor(wait)
    await screen.getByRole('button', { name: 'Approve' }).click()
    await page.getByText(/^Swapped 0\.5 ETH for /).waitFor(wait)
    expect((await susdOf()) - before).toBe(expected)
    expect(uncaughtErrors(page)).toEqual([])
  }, 120_000)
})
