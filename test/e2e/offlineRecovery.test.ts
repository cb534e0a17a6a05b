import { describe, expect, it } from 'vitest'
import { openExample, setupE2eSession, uncaughtErrors } from './exampleSession.js'

// A part of the modal whose code has not loaded yet when the network drops: the page says it is
// offline, and the part loads by itself when the network returns (SECURITY.md, "Faults").
const e2e = setupE2eSession()

describe('offline recovery in Chromium', () => {
  it('loads the WalletConnect view by itself when the page comes back online', async () => {
    const page = await openExample(e2e.browser, e2e.session)
    await page.getByRole('button', { name: 'Connect', exact: true }).waitFor()
    // The modal's own code is fetched as the provider mounts: the drop comes after it arrived
    // (a page that lost the network before that cannot open the modal at all), while the
    // WalletConnect view, fetched on first use, is still missing.
    await page.waitForLoadState('networkidle', { timeout: 30_000 })
    await page.context().setOffline(true)
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await dialog.getByRole('button', { name: /WalletConnect/ }).click()
    const alert = page.getByRole('dialog').getByRole('alert')
    await expect
      .poll(() => alert.textContent(), { timeout: 10_000 })
      .toContain('No internet connection detected. Please restart your network and try again.')

    await page.context().setOffline(false)
    await page.getByRole('img', { name: 'WalletConnect QR code' }).waitFor({ timeout: 15_000 })
    expect(await page.getByRole('dialog').getByRole('alert').count()).toBe(0)
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })
})
