import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { runDev } from '../../cli/dev/runDev.js'
import { sandboxSolanaCaipNetworkId } from '../../sandbox/solana/sandboxSolanaNetwork.js'
import { setupE2eSession, shownSolBalance, uncaughtErrors } from './exampleSession.js'

// A Solana-only app in Chromium (test/e2e/solanaApp, networks ['solana']): `appkit dev` starts
// the local validator, adds it as Solana Localnet and puts the dev wallet in the page, whose
// Solana side is the only one the app can use. (The split of solanaWallet.test.ts: its own app.)
const app = fileURLToPath(new URL('./solanaApp/', import.meta.url))
const e2e = setupE2eSession(() => runDev({ cwd: app, exclusive: false, autoApprove: true }))
const wait = { timeout: 15_000 }

const text = (page: Page, id: string) => page.getByTestId(id).textContent()

describe('a Solana-only app in Chromium', () => {
  it('says the validator was added, lists the Sandbox Wallet and connects it on Solana Localnet with its balance', async () => {
    const notes = e2e.session.notes.join('\n')
    expect(notes).toContain(`added network ${sandboxSolanaCaipNetworkId} (Solana Localnet`)
    expect(notes).toContain('no EVM network in your config')

    for (const theme of ['dark', 'light'] as const) {
      const page = await e2e.browser.newPage({ viewport: { width: 1000, height: 700 } })
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(String(error)))
      await page.goto(theme === 'light' ? `${e2e.session.appUrl}?theme=light` : e2e.session.appUrl)
      await expect.poll(() => text(page, 'network'), wait).toBe('Solana Localnet')
      await page.getByRole('button', { name: 'Connect', exact: true }).click()
      const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
      const sandboxWallet = connect.getByRole('button', { name: /Sandbox Wallet/ })
      await sandboxWallet.first().waitFor(wait)
      expect(await sandboxWallet.count()).toBe(1)
      await page.screenshot({
        path: `test-results/solana-only-connect-${theme}.png`,
        animations: 'disabled',
      })
      await sandboxWallet.click()

      await expect.poll(() => text(page, 'status'), wait).toBe('connected')
      const address = e2e.session.sandbox.solana?.accounts[0]?.address ?? ''
      expect(await text(page, 'address')).toBe(address)
      expect(await text(page, 'network')).toBe('Solana Localnet')
      const balance = await shownSolBalance(e2e.session, address)
      const account = page.getByRole('button', { name: /, account / })
      await expect.poll(() => account.textContent(), wait).toContain(balance)
      await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)
      await account.click()
      // The header and, once the tokens arrive, the SOL row both say it.
      await page.getByRole('dialog', { name: 'Account' }).getByText(balance).first().waitFor(wait)
      await page.screenshot({
        path: `test-results/solana-only-account-${theme}.png`,
        animations: 'disabled',
      })
      expect(errors).toEqual([])
      expect(uncaughtErrors(page)).toEqual([])
      await page.close()
    }
  })
})
