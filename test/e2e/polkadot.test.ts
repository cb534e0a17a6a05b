import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { runDev } from '../../cli/dev/runDev.js'
import {
  defaultWcWalletAccounts,
  polkadotChain,
} from '../../sandbox/wcWallet/defaultWcWalletAccounts.js'
import { chooseNetwork, setupE2eSession } from './exampleSession.js'

// The WalletConnect-only mode in Chromium: an app whose networks are all polkadot ones, served by
// `appkit dev` on the sandbox's loopback relay, and a Node wallet that holds polkadot accounts.
const app = fileURLToPath(new URL('./polkadotApp/', import.meta.url))
const kusamaChain = 'polkadot:b0a8d493285c2df73290dfb7e61f870f'
const alice = defaultWcWalletAccounts[polkadotChain] ?? ''
const bob = '14E5nqKAp3oAJcmzgZhUD2RcptBeUBScxKHgJKU4HPNcKVf3'
const e2e = setupE2eSession(() => runDev({ cwd: app, exclusive: false }))

const text = (page: Page, id: string) => page.getByTestId(id).textContent()

describe('a polkadot-only app in Chromium', () => {
  it('keeps its networks in development and leaves the EVM dev wallet out', async () => {
    expect(e2e.session.notes.join('\n')).toContain(
      'no EVM, Solana or Bitcoin network in your config',
    )
    const page = await e2e.browser.newPage()
    await page.goto(e2e.session.appUrl)
    await expect.poll(() => text(page, 'network'), { timeout: 10_000 }).toBe('Polkadot')
    // No wallet answers an EIP-6963 request: the dev wallet's script was not put in the page.
    const announced = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let count = 0
          window.addEventListener('eip6963:announceProvider', () => count++)
          window.dispatchEvent(new Event('eip6963:requestProvider'))
          setTimeout(() => resolve(count), 200)
        }),
    )
    expect(announced).toBe(0)
    await page.close()
  })

  it('connects through the bare QR code view, switches chain, restores on reload and follows a wallet-side disconnect', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1000, height: 760 } })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(String(error)))
    await page.goto(e2e.session.appUrl)
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

    const wallet = await e2e.startWallet({
      chains: {},
      accounts: { [polkadotChain]: alice, [kusamaChain]: bob },
    })
    await wallet.pair(uri)
    const proposal = await wallet.nextProposal()
    expect(Object.keys(proposal.params.optionalNamespaces)).toEqual(['polkadot'])
    await wallet.approve(proposal)
    await expect.poll(() => text(page, 'status'), { timeout: 10_000 }).toBe('connected')
    expect(await text(page, 'address')).toBe(alice)
    expect(await text(page, 'network')).toBe('Polkadot')
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 10_000 }).toBe(0)

    // The account view shows the polkadot address and chain.
    await page.getByRole('button', { name: new RegExp(alice.slice(0, 4)) }).click()
    await page.getByRole('dialog').getByText('Disconnect').waitFor()
    await page.screenshot({ path: 'test-results/polkadot-account.png', animations: 'disabled' })
    await page.keyboard.press('Escape')

    await chooseNetwork(page, 'Polkadot', /Kusama/)
    await expect.poll(() => text(page, 'network'), { timeout: 10_000 }).toBe('Kusama')
    expect(await text(page, 'address')).toBe(bob)

    await page.reload()
    await expect.poll(() => text(page, 'status'), { timeout: 10_000 }).toBe('connected')
    expect(await text(page, 'address')).toBe(bob)
    expect(await text(page, 'network')).toBe('Kusama')

    await wallet.disconnect()
    await expect.poll(() => text(page, 'status'), { timeout: 10_000 }).toBe('disconnected')
    expect(errors).toEqual([])
    await page.close()
  })
})
