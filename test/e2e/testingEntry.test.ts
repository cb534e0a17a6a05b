import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  approvePrompt,
  rejectPrompt,
  sandboxWallet,
  signedByWallet,
  switchAccount,
} from '../../testing/index.js'
import { setupE2eSession } from './exampleSession.js'

// appkit/testing's wallet and helpers in Chromium, on the example app: what a dapp's own
// Playwright test does (the scratch-project test does it from an installed package).
const e2e = setupE2eSession()
const bound = { timeout: 20_000 }
const text = (page: Page, id: string) => page.getByTestId(id).textContent()

const errors: string[] = []

async function openWith(accounts: number[]): Promise<Page> {
  const context = await e2e.browser.newContext()
  const page = await context.newPage()
  page.on('pageerror', (error) => errors.push(String(error)))
  await page.addInitScript(
    sandboxWallet({ sandbox: e2e.session.sandbox, autoApprove: false, accounts }),
  )
  await page.goto(e2e.session.appUrl)
  return page
}

describe('appkit/testing in Chromium', () => {
  it('approves and rejects prompts, reads what was signed, and switches accounts', async () => {
    const page = await openWith([0, 1])
    const [first, second] = e2e.session.sandbox.chains[0]?.accounts ?? []
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: 'Sandbox Wallet' })
      .first()
      .click()
    await approvePrompt(page)
    await expect.poll(() => text(page, 'status'), bound).toBe('connected')
    expect(await text(page, 'address')).toBe(first?.address)

    await page.getByRole('button', { name: 'Sign message' }).click()
    await approvePrompt(page)
    await expect.poll(() => text(page, 'signature'), bound).toMatch(/^0x[0-9a-f]{130}$/)
    expect(await signedByWallet(page)).toEqual([
      {
        method: 'personal_sign',
        account: first?.address,
        payload: 'Hello from the appkit example',
        result: await text(page, 'signature'),
      },
    ])

    await page.getByRole('button', { name: 'Send 0.001 ETH to self' }).click()
    await rejectPrompt(page)
    await expect.poll(() => text(page, 'error'), bound).toBeTruthy()
    expect(await signedByWallet(page)).toHaveLength(1)

    expect(await switchAccount(page, 1)).toBe(second?.address)
    await expect.poll(() => text(page, 'address'), bound).toBe(second?.address)
    await expect(rejectPrompt(page, { timeoutMs: 200 })).rejects.toThrow(
      'No Sandbox Wallet prompt within 200 ms.',
    )
    expect(errors).toEqual([])
    await page.context().close()
  })
})
