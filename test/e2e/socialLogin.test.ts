import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openExample, setupE2eSession, uncaughtErrors } from './exampleSession.js'

// Social login end to end in Chromium, on the example as `appkit dev` serves it: the sandbox
// secure site's stand-in consent pages (one per provider) in a real popup, Farcaster's approval
// page opened from the URI the kit shows, and a messaging mini-app's redirect flow.
const e2e = setupE2eSession()
const wait = { timeout: 20_000 }
/** The card's height follows a new view for 150 ms (SPEC section 9): a screenshot waits it out. */
const settle = (page: Page) => page.waitForTimeout(400)

async function openConnect(page: Page) {
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await connect.getByRole('button', { name: 'Continue with Google' }).waitFor(wait)
  return connect
}

/**
 * Clicks a provider's button on Connect (behind More for those past the first four) and returns
 * the popup it opened.
 */
async function popupOf(page: Page, provider: string, behindMore = false) {
  const connect = await openConnect(page)
  let list = connect
  if (behindMore) {
    await connect.getByRole('button', { name: 'More' }).click()
    list = page.getByRole('dialog', { name: 'All socials' })
  }
  const [popup] = await Promise.all([
    page.waitForEvent('popup', wait),
    list.getByRole('button', { name: new RegExp(provider) }).click(),
  ])
  await popup.getByRole('button', { name: 'Allow' }).waitFor(wait)
  return popup
}

const stored = (page: Page, key: string) =>
  page.evaluate((name) => localStorage.getItem(`@appkit/auth/${name}`), key)

async function disconnect(page: Page) {
  await page.getByRole('button', { name: /, account 0x/ }).click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Disconnect' })
    .click()
  await page.getByRole('button', { name: 'Connect', exact: true }).waitFor(wait)
}

describe('social login in Chromium', () => {
  it('logs in with Google after consent, names the wallet by the user name, and forgets it on disconnect', async () => {
    const page = await openExample(e2e.browser, e2e.session)
    const popup = await popupOf(page, 'Google')
    await popup
      .getByRole('heading', { name: 'Sign in to appkit example with Google — sandbox stand-in' })
      .waitFor(wait)
    await popup.getByRole('textbox', { name: 'User name' }).fill('ada.lovelace')
    await popup.getByRole('button', { name: 'Allow' }).click()

    // The popup closed itself; the wallet connected and the modal closed.
    await expect.poll(() => popup.isClosed(), wait).toBe(true)
    await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)
    await expect.poll(() => page.getByTestId('status').textContent(), wait).toBe('connected')
    expect(await page.getByTestId('address').textContent()).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await stored(page, 'social_provider')).toContain('google')
    expect(await stored(page, 'social_username')).toContain('ada.lovelace')

    // The account view names the wallet by the user name (SPEC section 5).
    await page.getByRole('button', { name: /, account 0x/ }).click()
    await page
      .getByRole('dialog', { name: 'Account' })
      .getByText('ada.lovelace')
      .first()
      .waitFor(wait)
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)

    await disconnect(page)
    expect(await stored(page, 'social_provider')).toBeNull()
    expect(await stored(page, 'social_username')).toBeNull()
    expect(uncaughtErrors(page)).toEqual([])
  })

  it("shows Deny's answer on GitHub and logs in on Try again; a discord name loses its trailing 0", async () => {
    const page = await openExample(e2e.browser, e2e.session)
    // GitHub sits behind More: the row shows four providers of seven.
    const denied = await popupOf(page, 'GitHub', true)
    await denied.getByRole('button', { name: 'Deny' }).click()
    const connecting = page.getByRole('dialog', { name: 'Social login' })
    await expect
      .poll(() => connecting.getByRole('alert').textContent(), wait)
      .toContain('Social login was denied')
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')

    // Try again opens a new popup in its own click; this time the user allows.
    const [again] = await Promise.all([
      page.waitForEvent('popup', wait),
      connecting.getByRole('button', { name: 'Try again' }).click(),
    ])
    await again.getByRole('button', { name: 'Allow' }).click()
    await expect.poll(() => page.getByTestId('status').textContent(), wait).toBe('connected')
    await disconnect(page)

    // Discord, with a name ending in 0.
    const discord = await popupOf(page, 'Discord')
    await discord.getByRole('textbox', { name: 'User name' }).fill('grace0')
    await discord.getByRole('button', { name: 'Allow' }).click()
    await expect.poll(() => page.getByTestId('status').textContent(), wait).toBe('connected')
    await page.getByRole('button', { name: /, account 0x/ }).click()
    const hub = page.getByRole('dialog', { name: 'Account' })
    await hub.getByText('grace', { exact: true }).waitFor(wait)
    expect(await hub.getByText('grace0', { exact: true }).count()).toBe(0)
    expect(uncaughtErrors(page)).toEqual([])
  })

  it("says 'Popup closed' when the popup is closed before the result, and stays disconnected", async () => {
    const page = await openExample(e2e.browser, e2e.session)
    const popup = await popupOf(page, 'X')
    await popup.close()
    const connecting = page.getByRole('dialog', { name: 'Social login' })
    // Checked every second (SPEC section 9): well within the bound.
    await expect
      .poll(() => connecting.getByRole('alert').textContent(), wait)
      .toContain('Popup closed')
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
    await connecting.getByRole('button', { name: 'Try again' }).waitFor(wait)
    expect(uncaughtErrors(page)).toEqual([])
  })

  it('logs in with Farcaster from the URI the kit shows, approved on the stand-in page', async () => {
    const page = await openExample(e2e.browser, e2e.session)
    const connect = await openConnect(page)
    await connect.getByRole('button', { name: 'Continue with Farcaster' }).click()
    const view = page.getByRole('dialog', { name: 'Sign in with Farcaster' })
    const qr = view.getByTestId('farcaster-uri')
    await qr.waitFor(wait)
    const uri = (await qr.getAttribute('data-uri')) ?? ''
    expect(new URL(uri).origin).toBe(e2e.session.sandbox.secureSite?.origin)
    await settle(page)
    await page.screenshot({ path: 'test-results/farcaster-dark.png', animations: 'disabled' })

    // The phone: the approval page the QR code leads to, in another tab.
    const phone = await page.context().newPage()
    await phone.goto(uri)
    await phone.getByRole('textbox', { name: 'Farcaster name' }).fill('ada.eth')
    await phone.getByRole('button', { name: 'Allow' }).click()
    await expect.poll(() => page.getByTestId('status').textContent(), wait).toBe('connected')
    expect(await stored(page, 'social_provider')).toContain('farcaster')
    await page.getByRole('button', { name: /, account 0x/ }).click()
    await page.getByRole('dialog', { name: 'Account' }).getByText('ada.eth').first().waitFor(wait)
    expect(uncaughtErrors(page)).toEqual([])
  })

  it('finishes a messaging mini-app login from result_uri, removes only it, and refuses it replayed', async () => {
    // A page inside the messaging app on Android: Telegram.WebApp says so.
    const page = await openExample(e2e.browser, e2e.session, {}, (context) =>
      context.addInitScript(() => {
        Object.assign(window, { Telegram: { WebApp: { platform: 'android', initData: 'x' } } })
      }),
    )
    const start = new URL(e2e.session.appUrl)
    start.searchParams.set('from', 'chat')
    start.hash = 'top'
    await page.goto(start.href)
    const connect = await openConnect(page)
    // SPEC section 5's Android filter: no Facebook, no X. Five are left: all in the row, no More.
    await connect.getByRole('button', { name: 'Continue with Apple' }).waitFor(wait)
    for (const hidden of ['X', 'Facebook', 'More']) {
      expect(
        await connect
          .getByRole('button', { name: new RegExp(`^(Continue with )?${hidden}$`) })
          .count(),
      ).toBe(0)
    }

    // No popup: this page goes to the consent page and comes back.
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: 'Continue with Google' })
      .click()
    await page.getByRole('button', { name: 'Allow' }).waitFor(wait)
    await page.getByRole('textbox', { name: 'User name' }).fill('ada.mini')
    let resultUrl = ''
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().includes('result_uri=')) resultUrl = frame.url()
    })
    await page.getByRole('button', { name: 'Allow' }).click()
    await expect.poll(() => page.getByTestId('status').textContent(), wait).toBe('connected')
    expect(resultUrl).toContain('result_uri=')
    // The parameter is gone; the rest of the address is as it was.
    const now = new URL(page.url())
    expect(now.searchParams.has('result_uri')).toBe(false)
    // The kit's nonce of this login came back with it, and went with it.
    expect(new URL(resultUrl).searchParams.get('appkit_login')).toMatch(/^[0-9a-f-]{36}$/)
    expect(now.searchParams.has('appkit_login')).toBe(false)
    expect(now.searchParams.get('from')).toBe('chat')
    expect(now.hash).toBe('#top')
    expect(await stored(page, 'social_provider')).toContain('google')

    // The same result_uri again (a reload of the old address): refused, removed, nothing spent.
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await disconnect(page)
    await page.goto(resultUrl)
    await expect.poll(() => new URL(page.url()).searchParams.has('result_uri'), wait).toBe(false)
    await expect
      .poll(() => errors.some((text) => text.includes('Could not finish the social login')), wait)
      .toBe(true)
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
  })
})

describe('the social row', () => {
  it.each(['dark', 'light'] as const)('fits 360 px wide (%s)', async (theme) => {
    const page = await openExample(e2e.browser, e2e.session)
    await page.setViewportSize({ width: 360, height: 720 })
    // The example's toggle (useAppKitTheme): the modal starts dark.
    if (theme === 'light') await page.getByRole('button', { name: 'Light modal' }).click()
    const connect = await openConnect(page)
    await settle(page)
    const row = connect.getByRole('button', { name: 'Continue with Google' })
    const more = connect.getByRole('button', { name: 'More' })
    const [first, last] = [await row.boundingBox(), await more.boundingBox()]
    expect(first && last && first.y === last.y).toBe(true)
    expect((last?.x ?? 0) + (last?.width ?? 0)).toBeLessThanOrEqual(360)
    await settle(page)
    await page.screenshot({ path: `test-results/social-row-${theme}.png`, animations: 'disabled' })
  })
})
