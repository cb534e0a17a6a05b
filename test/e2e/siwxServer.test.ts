import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { signedByWallet } from '../../testing/walletHelpers.js'
import { openExample, setupE2eSession, uncaughtErrors } from './exampleSession.js'

// Sign-in in server mode, end to end: the example app's `siwx.endpoint` is /api/siwx, where
// `appkit dev` serves appkit/siwx-server on the app's own origin. The page signs with the Sandbox
// Wallet, the server verifies and sets its HttpOnly cookie; what the server knows is read back
// through the page's own fetch, as the app's backend would see it.
const e2e = setupE2eSession()
const wait = { timeout: 15_000 }
const signInView = (page: Page) => page.getByRole('dialog', { name: 'Sign In' })

async function connect(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Sandbox Wallet/ })
    .first()
    .click()
  await expect.poll(() => page.getByTestId('status').textContent(), wait).toBe('connected')
  // `enabled: false` in the example: connecting does not ask; the page's button does.
  await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)
  return (await page.getByTestId('address').textContent()) ?? ''
}

/** The session the server holds for this page's cookie, as `GET /api/siwx/session` answers. */
function serverSession(page: Page) {
  return page.evaluate(async () => {
    const response = await fetch('/api/siwx/session')
    const body = (await response.json()) as {
      session: { data: { accountAddress: string; chainId: string } } | null
    }
    return body.session?.data ?? null
  })
}

describe('sign-in against the app server (the example on appkit dev)', () => {
  it('signs in through the server, keeps the session over a reload, and signs out on the server too', async () => {
    const page = await openExample(e2e.browser, e2e.session)
    const address = await connect(page)
    expect(await serverSession(page)).toBeNull()
    await page.getByRole('button', { name: 'Sign in with your wallet' }).click()
    await signInView(page).getByRole('button', { name: 'Sign', exact: true }).click()
    await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)
    await expect
      .poll(() => page.getByTestId('siwx').textContent(), wait)
      .toMatch(new RegExp(`^Signed in as ${address} on eip155:31337 until `))
    // The example's session lasts a day (`siwx.expiry: 86400`): the line says which day, too.
    const tomorrow = await page.evaluate(() =>
      new Date(Date.now() + 86_400_000).toLocaleDateString(undefined, { dateStyle: 'medium' }),
    )
    expect(await page.getByTestId('siwx').textContent()).toContain(` until ${tomorrow}, `)
    expect(await serverSession(page)).toEqual(
      expect.objectContaining({ accountAddress: address, chainId: 'eip155:31337' }),
    )
    // The session token is the server's HttpOnly cookie: the page's script cannot read it.
    expect(await page.evaluate(() => document.cookie)).toBe('')
    expect((await signedByWallet(page)).map((entry) => entry.method)).toEqual(['personal_sign'])

    await page.reload()
    await expect.poll(() => page.getByTestId('siwx').textContent(), wait).toMatch(/^Signed in as /)

    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect.poll(() => page.getByTestId('siwx').textContent(), wait).toBe('Not signed in')
    // The page shows 'Not signed in' at once and revokes on the server after: a round trip later.
    await expect.poll(() => serverSession(page), wait).toBeNull()
    expect(await page.getByTestId('status').textContent()).toBe('connected')
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })

  it('says the server did not answer when it is down or fails, keeps no session, and signs in once it is back', async () => {
    const page = await openExample(e2e.browser, e2e.session)
    await connect(page)
    await page.getByRole('button', { name: 'Sign in with your wallet' }).click()
    const view = signInView(page)
    const sign = view.getByRole('button', { name: 'Sign', exact: true })
    const failure = page.getByRole('alert').filter({ hasText: 'The sign-in server did not answer' })

    await page.route('**/api/siwx/nonce', (route) => route.abort('connectionrefused'))
    await sign.click()
    await expect.poll(() => failure.count(), wait).toBe(1)
    expect(await view.isVisible()).toBe(true)
    await page.unroute('**/api/siwx/nonce')

    // The verify call fails after the wallet signed: nothing is kept, on either side.
    await page.route('**/api/siwx/verify', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":"server-error"}',
      }),
    )
    await expect.poll(() => failure.count(), { timeout: 10_000 }).toBe(0)
    await sign.click()
    await expect.poll(() => failure.count(), wait).toBe(1)
    await page.screenshot({
      path: 'test-results/siwx-server-down-dark.png',
      animations: 'disabled',
    })
    expect(await page.getByTestId('siwx').textContent()).toBe('Not signed in')
    expect(await serverSession(page)).toBeNull()
    await page.unroute('**/api/siwx/verify')

    await sign.click()
    await expect.poll(() => page.getByTestId('siwx').textContent(), wait).toMatch(/^Signed in as /)
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })
})
