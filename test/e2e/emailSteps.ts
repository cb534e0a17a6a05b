import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { DevSession } from '../../cli/dev/runDev.js'
import type { SecureSite } from '../../sandbox/secureSite/startSecureSite.js'

// The steps of an email login that the Chromium tests share: the secure site `appkit dev`
// started, the email typed on Connect, and a code read from the site's mailbox.

/** How long a code may take to arrive in the mailbox. */
const mailWait = { timeout: 20_000 }

/** The sandbox's secure site of a dev session (email login is on by default). */
export function secureSiteOf(session: DevSession): SecureSite {
  const site = session.sandbox.secureSite
  if (!site) throw new Error('the sandbox runs no secure site')
  return site
}

/** Types `address` into Connect's email field and submits it (Connect must be open). */
export async function askForCode(page: Page, address: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await dialog.getByRole('textbox', { name: 'Email' }).fill(address)
  await dialog.getByRole('button', { name: 'Continue with email' }).click()
}

/**
 * The code of the first mail with a code to `to` among those sent after the first `since` (take
 * `site.mail.length` before the step that mails it).
 */
export async function codeMailedTo(site: SecureSite, to: string, since: number): Promise<string> {
  let code: string | undefined
  await expect
    .poll(() => {
      code = site.mail.slice(since).find((each) => each.to === to && each.code !== '')?.code
      return code !== undefined
    }, mailWait)
    .toBe(true)
  return code as string
}

/** Logs in as `address` from a page with Connect closed: the email, then the mailbox's code. */
export async function logInByEmail(page: Page, site: SecureSite, address: string): Promise<void> {
  const mailed = site.mail.length
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await askForCode(page, address)
  await page
    .getByRole('dialog', { name: 'Confirm Email' })
    .getByRole('textbox', { name: 'Code from your email' })
    .fill(await codeMailedTo(site, address, mailed))
}

/** The sign-out the kit has not had confirmed by the secure site, as the page's storage holds it. */
export function pendingSignOut(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('@appkit/auth/sign_out_pending'))
}

/**
 * Makes the secure site unreachable from `page`'s browser (the frame, its requests and loads all
 * refused) until `restore()`; `refused()` counts the requests turned away.
 */
export async function cutOffSecureSite(page: Page, site: SecureSite) {
  const pattern = `${site.origin}/**`
  let refused = 0
  await page.context().route(pattern, (route) => {
    refused++
    return route.abort('internetdisconnected')
  })
  return { refused: () => refused, restore: () => page.context().unroute(pattern) }
}
