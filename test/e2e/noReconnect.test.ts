import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { runDev } from '../../cli/dev/runDev.js'
import { cutOffSecureSite, logInByEmail, pendingSignOut, secureSiteOf } from './emailSteps.js'
import { openExample, setupE2eSession, uncaughtErrors } from './exampleSession.js'

// `enableReconnect: false` with email login in Chromium (test/e2e/noReconnectApp): SPEC section 4
// disconnects the stored connections at start instead of restoring them; an email login lives on
// at the secure site too, so the kit ends it there as well, not only in the page.
const app = fileURLToPath(new URL('./noReconnectApp/', import.meta.url))
const e2e = setupE2eSession(() => runDev({ cwd: app, exclusive: false, autoApprove: true }))
const wait = { timeout: 20_000 }
const email = 'ada@example.com'

const site = () => secureSiteOf(e2e.session)

describe('an app with enableReconnect: false', () => {
  it('does not restore an email login on reload, and ends its session at the secure site', async () => {
    const page = await openExample(e2e.browser, e2e.session)
    await logInByEmail(page, site(), email)
    await expect.poll(() => page.getByTestId('status').textContent(), wait).toBe('connected')
    expect(site().sessionCount(email)).toBe(1)

    await page.reload()
    await page.getByRole('button', { name: 'Connect', exact: true }).waitFor(wait)
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
    // Ended at the secure site, in the background of the page's start.
    await expect.poll(() => site().sessionCount(email), wait).toBe(0)
    // And forgotten here: no stored login, no stored connector.
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) =>
        /auth\/(email|login_used|last_chain)$|\/connected_connector_id$/.test(key),
      ),
    )
    expect(stored).toEqual([])
    expect(uncaughtErrors(page)).toEqual([])
  }, 120_000)

  it('ends the session at the next start when the secure site could not be reached at this one', async () => {
    const who = 'grace@example.com'
    const page = await openExample(e2e.browser, e2e.session)
    await logInByEmail(page, site(), who)
    await expect.poll(() => page.getByTestId('status').textContent(), wait).toBe('connected')
    expect(site().sessionCount(who)).toBe(1)

    // The secure site is unreachable during the next start: its sign-out cannot be confirmed.
    const offline = await cutOffSecureSite(page, site())
    await page.reload()
    await page.getByRole('button', { name: 'Connect', exact: true }).waitFor(wait)
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
    // The kit tried (the frame's load was refused); the sign-out stays pending.
    await expect.poll(() => offline.refused(), wait).toBeGreaterThan(0)
    expect(await pendingSignOut(page)).not.toBeNull()
    expect(site().sessionCount(who)).toBe(1)

    // Reachable again: the next start ends it, and the kit stops asking.
    await offline.restore()
    await page.reload()
    await expect.poll(() => site().sessionCount(who), wait).toBe(0)
    await expect.poll(() => pendingSignOut(page), wait).toBeNull()
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
    expect(uncaughtErrors(page)).toEqual([])
  }, 120_000)
})
