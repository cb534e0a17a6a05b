import { fileURLToPath } from 'node:url'
import { type Browser, chromium, type Locator, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runDev } from '../../cli/dev/runDev.js'
import { frameChannel } from '../../runtime/core/frame/frameProtocol.js'
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs'
import { askForCode, cutOffSecureSite, secureSiteOf } from './emailSteps.js'
import { setupE2eSession, uncaughtErrors } from './exampleSession.js'

// SPEC section 8's four alert keys on screen in Chromium, each provoked the cheapest honest way
// on the sandbox (test/e2e/alertsApp: email login, and a button asking for a network the config
// does not list): in the open modal's card, or as a toast while the modal is closed.
const app = fileURLToPath(new URL('./alertsApp/', import.meta.url))
const e2e = setupE2eSession(() => runDev({ cwd: app, exclusive: false, injectDevWallet: false }))
const wait = { timeout: 20_000 }
const email = 'ada@example.com'

const site = () => secureSiteOf(e2e.session)

async function openApp(browser: Browser, url = e2e.session.appUrl): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1000, height: 700 } })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  ;(page as Page & { uncaughtErrors: string[] }).uncaughtErrors = errors
  await page.goto(url)
  return page
}

/** The card's alert bar: the alert inside the dialog with its own close button. */
function cardAlert(page: Page): Locator {
  return page
    .getByRole('dialog')
    .getByRole('alert')
    .filter({ has: page.getByRole('button', { name: 'Close notification' }) })
}

/** The toasts in the page's toast area. */
function toasts(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications alt+T' }).getByRole('listitem')
}

/** Opens Connect and asks for a code for `email`: the first step that needs the secure site. */
async function continueWithEmail(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('textbox').waitFor(wait)
  await askForCode(page, email)
}

describe('the alerts in Chromium', () => {
  it('SWITCH_NETWORK_NOT_FOUND: a toast while the modal is closed, and the error still thrown', async () => {
    const page = await openApp(e2e.browser)
    await page.getByRole('button', { name: 'Switch to an unlisted network' }).click()
    const toast = toasts(page).filter({ hasText: 'Network Not Found' })
    await toast.waitFor(wait)
    expect(await toast.textContent()).toBe('Network Not FoundNetwork must be in the networks list.')
    expect(await page.getByTestId('switch-error').textContent()).toBe('SwitchNetworkNotFoundError')
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })

  it('IFRAME_LOAD_FAILED: in the open modal, above the inline error, when the secure site never loads', async () => {
    const page = await openApp(e2e.browser)
    await cutOffSecureSite(page, site())
    await continueWithEmail(page)
    // The frame's 20 s to say READY (SPEC section 9), then the alert.
    const alert = cardAlert(page)
    await alert.waitFor({ timeout: 45_000 })
    expect(await alert.textContent()).toBe(
      'Network Error - Could not load embedded walletTry again later.',
    )
    // The email view's own words stay too.
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await dialog
      .getByText('Network Error - Could not load embedded wallet. Try again later.')
      .waitFor()
    expect(await toasts(page).count()).toBe(0)
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  }, 90_000)

  it('IFRAME_REQUEST_TIMEOUT: a toast at start when the secure site loads but leaves a stored login unanswered', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1000, height: 700 } })
    // A visitor who logged in by email earlier...
    await context.addInitScript(() => {
      const key = '@appkit/connection/eip155/connected_connector_id'
      localStorage.setItem(key, JSON.stringify({ v: 1, value: 'auth' }))
    })
    // ...and a secure site that says READY, then answers nothing.
    const mute = `<!doctype html><title>mute</title><script>parent.postMessage({ channel: ${JSON.stringify(frameChannel)}, type: 'READY' }, '*')</script>`
    await context.route(`${site().origin}/frame*`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: mute }),
    )
    const page = await context.newPage()
    await page.goto(e2e.session.appUrl)
    // IS_CONNECTED's 10 s (SPEC section 9), then the alert; the modal stays closed.
    const toast = toasts(page).filter({ hasText: 'Embedded Wallet Request Timed Out' })
    await toast.waitFor({ timeout: 30_000 })
    expect(await toast.textContent()).toBe(
      'Embedded Wallet Request Timed OutThe embedded wallet did not answer in time. Try again later.',
    )
    expect(await page.getByRole('dialog').count()).toBe(0)
    await context.close()
  }, 60_000)

  describe('on an origin the project does not allow', () => {
    // A page on http://shop.test, served by the sandbox's app server: off the project's allowlist
    // and none of the hosts always allowed (SPEC section 6). Chromium treats it as secure, as an
    // https site would be.
    const origin = 'http://shop.test'
    let browser: Browser | undefined
    beforeAll(async () => {
      browser = await chromium.launch({
        executablePath: chromiumPath,
        args: [...chromiumArgs, `--unsafely-treat-insecure-origin-as-secure=${origin}`],
      })
    })
    afterAll(() => browser?.close())

    it('UNVERIFIED_DOMAIN: in the open modal, beside the inline error, and no frame', async () => {
      const page = await openApp(browser as Browser, 'about:blank')
      const appOrigin = new URL(e2e.session.appUrl).origin
      await page
        .context()
        .route(`${origin}/**`, (route) =>
          route.continue({ url: route.request().url().replace(origin, appOrigin) }),
        )
      await page.goto(`${origin}/`)
      await continueWithEmail(page)
      const alert = cardAlert(page)
      await alert.waitFor(wait)
      expect(await alert.textContent()).toBe(
        'Invalid App ConfigurationUnverified domain: verify this domain in the project settings.',
      )
      const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
      await dialog
        .getByText(
          "Invalid App Configuration: this site's origin is not on the project's allowlist.",
        )
        .waitFor()
      expect(await page.locator('iframe[title="Secure login"]').count()).toBe(0)
      expect(uncaughtErrors(page)).toEqual([])
      await page.context().close()
    })
  })
})
