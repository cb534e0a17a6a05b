import type { Locator, Page } from 'playwright-core'
import { createPublicClient, erc20Abi, formatEther, formatUnits, http, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { sandboxToken } from '../../sandbox/contracts/sandboxToken.js'
import type { WcWallet } from '../../sandbox/wcWallet/WcWallet.js'
import { chooseNetwork, openExample, setupE2eSession, uncaughtErrors } from './exampleSession.js'

// Sending from the account hub over WalletConnect end to end: the example app on the sandbox,
// paired through its QR code with the sandbox WalletConnect wallet in this process (the dev key,
// on the sandbox relay), real Chromium. What was mined is read from anvil itself.
const e2e = setupE2eSession()
const wait = { timeout: 15_000 }

const devAccount = (index: number) => e2e.session.sandbox.chains[0]?.accounts[index]?.address ?? ''

function chainReader() {
  const chain = e2e.session.sandbox.chains[0]
  if (!chain) throw new Error('no sandbox chain')
  const client = createPublicClient({ transport: http(chain.rpcUrl), cacheTime: 0 })
  return {
    client,
    eth: (address: string) => client.getBalance({ address: address as `0x${string}` }),
    susd: (address: string) =>
      client.readContract({
        address: e2e.session.sandbox.tokenAddress,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address as `0x${string}`],
      }),
    nonce: (address: string) => client.getTransactionCount({ address: address as `0x${string}` }),
  }
}

/** Pairs the example with a fresh sandbox WalletConnect wallet through the QR code's URI. */
async function connectOverWalletConnect(page: Page, solanaRpcUrl?: string): Promise<WcWallet> {
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /WalletConnect/ })
    .click()
  await page.getByRole('img', { name: 'WalletConnect QR code' }).waitFor(wait)
  const uri = (await page.getByTestId('wc-uri').getAttribute('data-uri')) ?? ''
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  const wallet = await e2e.startWallet({ autoApprove: true, solanaRpcUrl })
  await wallet.pair(uri)
  await expect.poll(() => page.getByTestId('status').textContent(), wait).toBe('connected')
  await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)
  expect(await page.getByTestId('address').textContent()).toBe(wallet.address)
  return wallet
}

async function openHub(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /, account 0x/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Account' })
  await dialog.getByRole('list', { name: 'Tokens' }).waitFor(wait)
  return dialog
}

/** Fills Send from the hub, reviews it and clicks Send on the confirmation. */
async function send(page: Page, hub: Locator, token: string, amount: string, to: string) {
  await hub.getByRole('button', { name: 'Send' }).click()
  const form = page.getByRole('dialog', { name: 'Send' })
  await form.getByRole('button', { name: 'Review send' }).waitFor(wait)
  await expect.poll(() => form.getByLabel('Token').locator('option').count(), wait).toBe(2)
  await form.getByLabel('Token').selectOption({ label: token })
  await form.getByLabel('Amount', { exact: true }).fill(amount)
  await form.getByLabel('To', { exact: true }).fill(to)
  await form.getByRole('button', { name: 'Review send' }).click()
  const preview = page.getByRole('dialog', { name: 'Review send' })
  await preview.getByText(to, { exact: true }).waitFor(wait)
  expect(await preview.textContent()).toContain(amount)
  await preview.getByRole('button', { name: 'Send', exact: true }).click()
}

const truncate3 = (value: string) => {
  const [whole, fraction = ''] = value.split('.')
  const kept = fraction.slice(0, 3).replace(/0+$/, '')
  return kept ? `${whole}.${kept}` : whole
}
const short = (address: string) => `${address.slice(0, 4)}...${address.slice(-6)}`.toLowerCase()

describe('sending from the account hub over WalletConnect in Chromium', () => {
  it('sends ETH: asked of the wallet once, mined exactly, the balance shown updated, in Activity', async () => {
    const page = await openExample(e2e.browser, e2e.session)
    const wallet = await connectOverWalletConnect(page)
    const chain = chainReader()
    const sender = wallet.address
    const receiver = devAccount(7)
    const [before, nonceBefore] = [await chain.eth(receiver), await chain.nonce(sender)]
    const hub = await openHub(page)
    await send(page, hub, 'ETH (Ether)', '0.125', receiver)
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.getByRole('tab', { name: 'Activity', selected: true }).waitFor(wait)
    await expect.poll(() => chain.eth(receiver), wait).toBe(before + 125_000_000_000_000_000n)
    expect(await chain.nonce(sender)).toBe(nonceBefore + 1)
    const sends = wallet.requests.filter((request) => request.method === 'eth_sendTransaction')
    expect(sends).toHaveLength(1)

    // Mined as asked: a plain transfer of exactly the amount, from the wallet to the receiver.
    const block = await chain.client.getBlock({ includeTransactions: true })
    const mined = block.transactions.find((tx) => tx.from.toLowerCase() === sender.toLowerCase())
    expect(mined).toMatchObject({ to: receiver.toLowerCase(), value: 125_000_000_000_000_000n })
    const receipt = await chain.client.getTransactionReceipt({ hash: mined?.hash ?? '0x' })
    expect(receipt.status).toBe('success')

    // The send heads Activity and ends confirmed.
    const first = account.getByRole('region', { name: 'Activity' }).getByRole('listitem').first()
    await expect.poll(() => first.textContent(), wait).toMatch(/0\.125 ETH.*ago$/)
    expect((await first.textContent())?.toLowerCase()).toContain(short(receiver))

    // The balance shown (the Tokens tab and the account button) is the chain's, read again.
    const left = truncate3(formatEther(await chain.eth(sender)))
    await account.getByRole('tab', { name: 'Tokens' }).click()
    const eth = account.getByRole('list', { name: 'Tokens' }).getByRole('listitem').filter({
      hasText: 'Ether',
    })
    await expect.poll(() => eth.textContent(), wait).toContain(`${left} ETH`)
    await expect
      .poll(() => page.getByRole('button', { name: /, account 0x/ }).textContent(), wait)
      .toContain(`${left} ETH`)
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })

  it('sends SUSD (6 decimals): the exact units mined, the balance shown updated, in Activity', async () => {
    const page = await openExample(e2e.browser, e2e.session)
    const wallet = await connectOverWalletConnect(page)
    const chain = chainReader()
    const sender = wallet.address
    const receiver = devAccount(8)
    const [before, senderBefore] = [await chain.susd(receiver), await chain.susd(sender)]
    const amount = parseUnits('7.654321', sandboxToken.decimals)
    const hub = await openHub(page)
    await send(page, hub, 'SUSD (Sandbox USD)', '7.654321', receiver)
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.getByRole('tab', { name: 'Activity', selected: true }).waitFor(wait)
    await expect.poll(() => chain.susd(receiver), wait).toBe(before + amount)
    expect(await chain.susd(sender)).toBe(senderBefore - amount)
    const sends = wallet.requests.filter((request) => request.method === 'eth_sendTransaction')
    expect(sends).toHaveLength(1)

    const first = account.getByRole('region', { name: 'Activity' }).getByRole('listitem').first()
    await expect.poll(() => first.textContent(), wait).toMatch(/7\.654 SUSD.*ago$/)
    expect((await first.textContent())?.toLowerCase()).toContain(short(receiver))

    const left = truncate3(formatUnits(senderBefore - amount, sandboxToken.decimals))
    await account.getByRole('tab', { name: 'Tokens' }).click()
    const susd = account.getByRole('list', { name: 'Tokens' }).getByRole('listitem').filter({
      hasText: 'SUSD',
    })
    await expect.poll(() => susd.textContent(), wait).toContain(`${left} SUSD`)
    await page.screenshot({
      path: 'test-results/send-walletconnect-dark.png',
      animations: 'disabled',
    })
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })
  it("shows 'Transaction rejected' and mines nothing when the wallet declines over WalletConnect", async () => {
    const page = await openExample(e2e.browser, e2e.session)
    const wallet = await connectOverWalletConnect(page)
    const chain = chainReader()
    const receiver = devAccount(9)
    const [before, nonceBefore] = [await chain.eth(receiver), await chain.nonce(wallet.address)]
    wallet.rejectRequests(true)
    const hub = await openHub(page)
    await send(page, hub, 'ETH (Ether)', '0.5', receiver)
    const preview = page.getByRole('dialog', { name: 'Review send' })
    await preview.getByText('Transaction rejected', { exact: false }).waitFor(wait)
    expect(await preview.textContent()).toContain('Nothing was sent')
    expect(await chain.nonce(wallet.address)).toBe(nonceBefore)
    expect(await chain.eth(receiver)).toBe(before)
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })
  it("sends SOL from the same WalletConnect session's Solana side: exactly the amount arrives", async () => {
    const solana = e2e.session.sandbox.solana
    if (!solana) throw new Error('the sandbox runs no Solana validator')
    const page = await openExample(e2e.browser, e2e.session)
    const wallet = await connectOverWalletConnect(page, solana.rpcUrl)
    await chooseNetwork(page, 'Localhost', /Solana Localnet/)
    await expect.poll(() => page.getByTestId('network').textContent(), wait).toBe('Solana Localnet')
    expect(await page.getByTestId('address').textContent()).toBe(wallet.solanaAddress)
    const { Connection, PublicKey } = await import('@solana/web3.js')
    const connection = new Connection(solana.rpcUrl, 'confirmed')
    const lamports = (address: string) => connection.getBalance(new PublicKey(address))
    const receiver = solana.accounts[4]?.address ?? ''
    const [before, senderBefore] = [await lamports(receiver), await lamports(wallet.solanaAddress)]
    await page.getByRole('button', { name: /, account / }).click()
    const hub = page.getByRole('dialog', { name: 'Account' })
    await hub.getByRole('list', { name: 'Tokens' }).waitFor(wait)
    await send(page, hub, 'SOL (Solana)', '0.75', receiver)
    await page.getByRole('dialog', { name: 'Account' }).waitFor(wait)
    await expect.poll(() => lamports(receiver), wait).toBe(before + 750_000_000)
    expect(await lamports(wallet.solanaAddress)).toBe(senderBefore - 750_000_000 - 5_000)
    const solanaSends = wallet.requests.filter((request) => request.method.startsWith('solana_'))
    expect(solanaSends.map((request) => request.method)).toEqual(['solana_signAndSendTransaction'])
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })
})
