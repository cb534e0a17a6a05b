import type { Page } from 'playwright-core'
import { createPublicClient, erc20Abi, formatEther, http } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  chainBalances,
  chooseNetwork,
  openExample,
  setupE2eSession,
  uncaughtErrors,
} from './exampleSession.js'

// The example's wagmi variant (wagmi.html) in Chromium: the kit's modal connects, and wagmi's own
// hooks (useConnection, useBalance, useWriteContract, useSwitchChain, useDisconnect) see and use
// that connection through appkit/wagmi, on the sandbox's anvil chains.
const e2e = setupE2eSession()
const bound = { timeout: 20_000 }

const text = (page: Page, id: string) => page.getByTestId(id).textContent()
const account = () => e2e.session.sandbox.chains[0]?.accounts[0]?.address ?? ''

async function openWagmiVariant(autoApprove = true): Promise<Page> {
  const page = await openExample(e2e.browser, e2e.session, { autoApprove })
  await page.goto(`${e2e.session.appUrl}wagmi.html?token=${e2e.session.sandbox.tokenAddress}`)
  await page.getByRole('region', { name: 'wagmi' }).waitFor(bound)
  return page
}

async function connectThroughModal(page: Page, approve = false): Promise<void> {
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'Sandbox Wallet' })
    .first()
    .click()
  if (approve) await page.getByRole('button', { name: 'Approve' }).click(bound)
  await expect.poll(() => text(page, 'status'), bound).toBe('connected')
  await expect.poll(() => text(page, 'wagmi-status'), bound).toBe('connected')
}

async function susdOf(address: `0x${string}`): Promise<bigint> {
  const chain = e2e.session.sandbox.chains[0]
  if (!chain) throw new Error('no sandbox chain')
  const client = createPublicClient({ transport: http(chain.rpcUrl), cacheTime: 0 })
  return client.readContract({
    address: e2e.session.sandbox.tokenAddress,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })
}

describe('appkit/wagmi in Chromium', () => {
  it('wagmi sees the modal connection: account, balance, and a mint mined on the local chain, which the Balances panel shows', async () => {
    const page = await openWagmiVariant()
    expect(await text(page, 'wagmi-status')).toBe('disconnected')
    await connectThroughModal(page)
    expect(await text(page, 'wagmi-address')).toBe(account())
    expect(await text(page, 'wagmi-chain')).toBe('31337')

    const chain = e2e.session.sandbox.chains[0]
    const client = createPublicClient({ transport: http(chain?.rpcUrl), cacheTime: 0 })
    const wei = await client.getBalance({ address: account() as `0x${string}` })
    await expect.poll(() => text(page, 'wagmi-balance'), bound).toBe(`${formatEther(wei)} ETH`)

    const before = await susdOf(account() as `0x${string}`)
    await page.getByRole('button', { name: 'Mint 10 SUSD (wagmi)' }).click()
    await expect.poll(() => text(page, 'wagmi-write'), bound).toMatch(/^mined in block \d+$/)
    expect(await susdOf(account() as `0x${string}`)).toBe(before + 10_000_000n)
    await expect
      .poll(() => text(page, 'wagmi-susd'), bound)
      .toBe(`${Number((before + 10_000_000n) / 1_000_000n)} SUSD`)
    // The page's Balances panel (the kit's Blockchain API) reads again once the mint is mined.
    await expect
      .poll(() => page.getByTestId('balance-SUSD').textContent(), bound)
      .toBe(`${(await chainBalances(e2e.session)).SUSD} SUSD`)
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })

  it('switches the network from wagmi and from the modal; both sides follow', async () => {
    const page = await openWagmiVariant()
    await connectThroughModal(page)
    await page.getByRole('button', { name: /^wagmi: switch to .*\(31338\)$/ }).click()
    await expect.poll(() => text(page, 'network'), bound).toBe('Localhost 31338')
    await expect.poll(() => text(page, 'wagmi-chain'), bound).toBe('31338')

    await chooseNetwork(page, 'Localhost 31338', /^Localhost(?! 31338)/)
    await expect.poll(() => text(page, 'wagmi-chain'), bound).toBe('31337')
    expect(await text(page, 'network')).toBe('Localhost')
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })

  it('disconnects from wagmi and from the modal; both sides follow', async () => {
    const page = await openWagmiVariant()
    await connectThroughModal(page)
    await page.getByRole('button', { name: 'Disconnect (wagmi)' }).click()
    await expect.poll(() => text(page, 'status'), bound).toBe('disconnected')
    await expect.poll(() => text(page, 'wagmi-status'), bound).toBe('disconnected')

    await connectThroughModal(page)
    await page.getByRole('button', { name: /, account 0x/ }).click()
    await page
      .getByRole('dialog', { name: 'Account' })
      .getByRole('button', { name: 'Disconnect' })
      .click()
    await expect.poll(() => text(page, 'wagmi-status'), bound).toBe('disconnected')
    expect(await text(page, 'wagmi-address')).toBe('not connected')
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })

  it('rejects a pending wagmi write when the kit disconnects, and leaves a clean state', async () => {
    const page = await openWagmiVariant(false)
    await connectThroughModal(page, true)
    await page.getByRole('button', { name: 'Mint 10 SUSD (wagmi)' }).click()
    await expect.poll(() => text(page, 'wagmi-write'), bound).toBe('waiting for the wallet')
    // The wallet lets go while its prompt is open (the prompt is modal: the page cannot be clicked).
    await page.evaluate(async () => {
      const provider = await new Promise<{ request(args: { method: string }): Promise<unknown> }>(
        (resolve) => {
          window.addEventListener(
            'eip6963:announceProvider',
            (event) => resolve((event as CustomEvent).detail.provider),
            { once: true },
          )
          window.dispatchEvent(new Event('eip6963:requestProvider'))
        },
      )
      await provider.request({ method: 'wallet_revokePermissions' })
    })
    await expect.poll(() => text(page, 'status'), bound).toBe('disconnected')
    await expect.poll(() => text(page, 'wagmi-status'), bound).toBe('disconnected')
    await expect.poll(() => text(page, 'wagmi-write'), bound).toMatch(/^error: /)
    await page.getByRole('button', { name: 'Reject' }).click(bound)
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })
})
