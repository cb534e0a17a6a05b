import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type DevSession, runDev } from '../../cli/dev/runDev.js'
import {
  defaultWcWalletAccounts,
  polkadotChain,
} from '../../sandbox/wcWallet/defaultWcWalletAccounts.js'
import { startWcWallet } from '../../sandbox/wcWallet/startWcWallet.js'
import type { WcWallet } from '../../sandbox/wcWallet/WcWallet.js'
import { launchChromium } from './launchChromium.js'

// The WalletConnect-only mode in Chromium: an app whose networks are all polkadot ones, served by
// `appkit dev` on the sandbox's loopback relay, and a Node wallet that holds polkadot accounts.
const app = fileURLToPath(new URL('./polkadotApp/', import.meta.url))
const kusamaChain = 'polkadot:b0a8d493285c2df73290dfb7e61f870f'
const alice = defaultWcWalletAccounts[polkadotChain] ?? ''
const bob = '14E5nqKAp3oAJcmzgZhUD2RcptBeUBScxKHgJKU4HPNcKVf3'
let session: DevSession
let browser: Browser
const wallets: WcWallet[] = []

beforeAll(async () => {
  session = await runDev({ cwd: app, exclusive: false })
  browser = await launchChromium()
}, 60_000)
afterEach(async () => {
  await Promise.all(wallets.splice(0).map((wallet) => wallet.close()))
})
afterAll(async () => {
  await browser?.close()
  await session?.stop()
})

async function startWallet(): Promise<WcWallet> {
  const relay = session.sandbox.relay
  const account = session.sandbox.chains[0]?.accounts[0]
  if (!relay || !account) throw new Error('the sandbox runs no WalletConnect relay')
  const wallet = await startWcWallet({
    relayUrl: relay.url,
    projectId: '0123456789abcdef0123456789abcdef',
    privateKey: account.privateKey,
    chains: {},
    accounts: { [polkadotChain]: alice, [kusamaChain]: bob },
    autoApprove: false,
  })
  wallets.push(wallet)
  return wallet
}

const text = (page: Page, id: string) => page.getByTestId(id).textContent()

describe('a polkadot-only app in Chromium', () => {
  it('keeps its networks in development and leaves the EVM dev wallet out', async () => {
    expect(session.notes.join('\n')).toContain('no EVM network in your config')
    const page = await browser.newPage()
    await page.goto(session.appUrl)
    await expect.poll(() => text(page, 'network')).toBe('Polkadot')
    expect(await page.evaluate(() => 'ethereum' in window)).toBe(false)
    await page.close()
  })

  it('connects through the bare QR code view, switches chain, restores on reload and follows a wallet-side disconnect', async () => {
    const page = await browser.newPage({ viewport: { width: 1000, height: 760 } })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(String(error)))
    await page.goto(session.appUrl)
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    // No wallet list: no browser wallet covers polkadot (SPEC section 2, no adapters).
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('img', { name: 'WalletConnect QR code' }).waitFor()
    expect(
      await dialog.getByRole('button', { name: /Browser Wallet|Sandbox Wallet/ }).count(),
    ).toBe(0)
    await page.screenshot({ path: 'test-results/polkadot-qr.png', animations: 'disabled' })
    const uri = (await page.getByTestId('wc-uri').getAttribute('data-uri')) ?? ''
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)

    const wallet = await startWallet()
    await wallet.pair(uri)
    const proposal = await wallet.nextProposal()
    expect(Object.keys(proposal.params.optionalNamespaces)).toEqual(['polkadot'])
    await wallet.approve(proposal)
    await expect.poll(() => text(page, 'status')).toBe('connected')
    expect(await text(page, 'address')).toBe(alice)
    expect(await text(page, 'network')).toBe('Polkadot')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)

    // The account view shows the polkadot address and chain.
    await page.getByRole('button', { name: new RegExp(alice.slice(0, 4)) }).click()
    await page.getByRole('dialog').getByText('Disconnect').waitFor()
    await page.screenshot({ path: 'test-results/polkadot-account.png', animations: 'disabled' })
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: 'Polkadot', exact: true }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Kusama/ })
      .click()
    await expect.poll(() => text(page, 'network')).toBe('Kusama')
    expect(await text(page, 'address')).toBe(bob)

    await page.reload()
    await expect.poll(() => text(page, 'status')).toBe('connected')
    expect(await text(page, 'address')).toBe(bob)
    expect(await text(page, 'network')).toBe('Kusama')

    await wallet.disconnect()
    await expect.poll(() => text(page, 'status')).toBe('disconnected')
    expect(errors).toEqual([])
    await page.close()
  })
})
