import type { Locator, Page } from 'playwright-core'
import { createPublicClient, http, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { openExample, setupE2eSession, uncaughtErrors } from './exampleSession.js'

// The kit without a pointer, in Chromium on the sandbox: every step below is a key press
// (Tab, Shift+Tab, Enter, Space, Escape, the arrows) or typed text, never a click. The Sandbox
// Wallet approves by itself: its prompt is the wallet's UI, not the kit's.
const e2e = setupE2eSession()
const wait = { timeout: 20_000 }

/** Whether `target` has the keyboard focus, looking into shadow roots (the modal's is one). */
function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    let active = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    return active === element
  })
}

/** What has the focus now, for a failure message: its tag and its words. */
function focusedDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    const words = active?.getAttribute('aria-label') ?? active?.textContent ?? ''
    return `<${active?.tagName.toLowerCase()}> ${words.trim().slice(0, 60)}`
  })
}

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus; at most 40 presses. */
async function tabTo(page: Page, target: Locator, back = false): Promise<void> {
  await target.waitFor(wait)
  const passed: string[] = []
  for (let press = 0; press < 40; press++) {
    if (await hasFocus(target)) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    passed.push(await focusedDescription(page))
  }
  throw new Error(`Tab never reached the element; it went through:\n${passed.join('\n')}`)
}

async function expectFocus(target: Locator): Promise<void> {
  await expect.poll(() => hasFocus(target), wait).toBe(true)
}

const connectButton = (page: Page) => page.getByRole('button', { name: 'Connect', exact: true })
/** The account button: its name holds 'account' and the full address, wherever they stand in it. */
const accountButton = (page: Page) => page.getByRole('button', { name: /account 0x/i })
const dialogs = (page: Page) => page.getByRole('dialog')

describe('the kit with the keyboard alone in Chromium', () => {
  it('connects, sends on the local chain until the receipt shows, and disconnects, focus back on the trigger after each close', async () => {
    const page = await openExample(e2e.browser, e2e.session)
    const chain = e2e.session.sandbox.chains[0]
    const receiver = chain?.accounts[7]?.address
    if (!chain || !receiver) throw new Error('no sandbox chain with dev account 7')
    const client = createPublicClient({ transport: http(chain.rpcUrl), cacheTime: 0 })
    const before = await client.getBalance({ address: receiver })

    // Open Connect with Enter and close it with Escape: the focus is back on Connect.
    await tabTo(page, connectButton(page))
    await page.keyboard.press('Enter')
    const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
    await connect.waitFor(wait)
    await expectFocus(connect)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialogs(page).count(), wait).toBe(0)
    await expectFocus(connectButton(page))

    // Space opens it too; Tab stays inside the dialog; the close button closes it.
    await page.keyboard.press('Space')
    await connect.waitFor(wait)
    await tabTo(page, connect.getByRole('button', { name: 'Close' }), true)
    await page.keyboard.press('Enter')
    await expect.poll(() => dialogs(page).count(), wait).toBe(0)
    await expectFocus(connectButton(page))

    // Connect the Sandbox Wallet from the list.
    await page.keyboard.press('Enter')
    await tabTo(page, connect.getByRole('button', { name: 'Sandbox Wallet' }).first())
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByTestId('status').textContent(), wait).toBe('connected')
    await expect.poll(() => dialogs(page).count(), wait).toBe(0)
    // The trigger that opened the dialog is now the account button: it has the focus.
    await expectFocus(accountButton(page))

    // The account hub: the tabs answer the arrow keys; Escape gives the focus back.
    await page.keyboard.press('Enter')
    const hub = page.getByRole('dialog', { name: 'Account' })
    const tokens = hub.getByRole('tab', { name: 'Tokens' })
    await tabTo(page, tokens)
    await page.keyboard.press('ArrowRight')
    await expectFocus(hub.getByRole('tab', { name: 'NFTs', selected: true }))
    await page.keyboard.press('ArrowLeft')
    await expectFocus(hub.getByRole('tab', { name: 'Tokens', selected: true }))
    await page.keyboard.press('Escape')
    await expect.poll(() => dialogs(page).count(), wait).toBe(0)
    await expectFocus(accountButton(page))

    // Send: the fields are typed into, Enter reviews, the preview's Send is pressed.
    await page.keyboard.press('Enter')
    await tabTo(page, hub.getByRole('button', { name: 'Send', exact: true }))
    await page.keyboard.press('Enter')
    const send = page.getByRole('dialog', { name: 'Send' })
    await tabTo(page, send.getByLabel('Amount', { exact: true }))
    await page.keyboard.type('0.02')
    await tabTo(page, send.getByLabel('To', { exact: true }))
    await page.keyboard.type(receiver)
    await page.keyboard.press('Enter')
    const preview = page.getByRole('dialog', { name: 'Review send' })
    await preview.getByText(receiver, { exact: true }).waitFor(wait)
    await tabTo(page, preview.getByRole('button', { name: 'Send', exact: true }))
    await page.keyboard.press('Enter')
    // The receipt: the chain holds the amount, and Activity shows the send confirmed.
    await expect
      .poll(() => client.getBalance({ address: receiver }), wait)
      .toBe(before + parseEther('0.02'))
    const first = hub.getByRole('region', { name: 'Activity' }).getByRole('listitem').first()
    await expect.poll(() => first.textContent(), wait).toMatch(/0\.02 ETH.*ago$/)

    // Disconnect from the hub: the modal closes and Connect, the trigger again, has the focus.
    await tabTo(page, hub.getByRole('button', { name: 'Disconnect' }))
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByTestId('status').textContent(), wait).toBe('disconnected')
    await expect.poll(() => dialogs(page).count(), wait).toBe(0)
    await expectFocus(connectButton(page))
    expect(uncaughtErrors(page)).toEqual([])
  }, 180_000)

  it('honours reduced motion: the dialog enters and changes view with no animation or transition running', async () => {
    const page = await openExample(e2e.browser, e2e.session)
    const animationName = (selector: string) =>
      page.evaluate((css) => {
        const element = document
          .querySelector('[data-appkit="modal-host"]')
          ?.shadowRoot?.querySelector(css)
        return element ? getComputedStyle(element).animationName : 'missing'
      }, selector)
    // The modal's animations and transitions that have an end (spinners turn for as long as
    // they are shown, slowly under reduced motion).
    const finiteMotion = () =>
      page.evaluate(() =>
        (document.querySelector('[data-appkit="modal-host"]')?.shadowRoot?.getAnimations() ?? [])
          .filter((each) => each.effect?.getComputedTiming().iterations !== Infinity)
          .map((each) => (each as CSSAnimation).animationName ?? 'a transition or script'),
      )
    const connect = page.getByRole('dialog', { name: 'Connect Wallet' })

    // Without the preference the card and the backdrop do animate in (so the check below can fail).
    await tabTo(page, connectButton(page))
    await page.keyboard.press('Enter')
    await connect.waitFor(wait)
    expect(await animationName('.ak-card')).toBe('ak-card-in')
    expect(await animationName('.ak-backdrop')).toBe('ak-fade')
    await page.keyboard.press('Escape')
    await expect.poll(() => dialogs(page).count(), wait).toBe(0)

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.keyboard.press('Enter')
    await connect.waitFor(wait)
    expect(await finiteMotion()).toEqual([])
    expect(await animationName('.ak-card')).toBe('none')
    expect(await animationName('.ak-backdrop')).toBe('none')
    // A new view: no fade of the view or its title, and no height animation of the card.
    await tabTo(page, connect.getByRole('button', { name: /^All Wallets/ }))
    await page.keyboard.press('Enter')
    await page.getByRole('dialog', { name: 'All Wallets' }).waitFor(wait)
    expect(await finiteMotion()).toEqual([])
    expect(await animationName('.ak-moved .ak-view')).toBe('none')
    expect(await animationName('.ak-moved .ak-title')).toBe('none')
  }, 120_000)
})
