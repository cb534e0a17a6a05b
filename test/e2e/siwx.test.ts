import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { runDev } from '../../cli/dev/runDev.js'
import { parseSiwxMessage } from '../../runtime/core/siwx/parseSiwxMessage.js'
import { verifySiwxMessage } from '../../runtime/core/siwx/verifySiwxMessage.js'
import {
  approvePrompt,
  rejectPrompt,
  signedByWallet,
  switchAccount,
} from '../../testing/walletHelpers.js'
import { chooseNetwork, openExample, setupE2eSession, uncaughtErrors } from './exampleSession.js'

// Sign-in (SIWX) in Chromium on the sandbox: test/e2e/siwxApp requires it, keeps sessions in the
// browser and lets them last 300 s. The Sandbox Wallet signs with the dev keys; every signed
// message is checked again here, in Node, against the page's own domain and origin.
const app = fileURLToPath(new URL('./siwxApp/', import.meta.url))
const e2e = setupE2eSession(() => runDev({ cwd: app, injectDevWallet: false, exclusive: false }))
const wait = { timeout: 15_000 }

const text = (page: Page, id: string) => page.getByTestId(id).textContent()
/** The card's height follows a new view for 150 ms (SPEC section 9): a screenshot waits it out. */
const heightAnimationMs = 400
const signInView = (page: Page) => page.getByRole('dialog', { name: 'Sign In' })

async function connectSandboxWallet(page: Page, approve = false): Promise<void> {
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Sandbox Wallet/ })
    .first()
    .click()
  if (approve) await approvePrompt(page)
  try {
    await expect.poll(() => text(page, 'status'), wait).toBe('connected')
  } catch (error) {
    // Seen once on a loaded CI run and not reproduced since: say what the page showed.
    const shown = await page
      .getByRole('dialog')
      .allTextContents()
      .catch(() => [])
    throw new Error(
      `${(error as Error).message}\nstatus: ${await text(page, 'status')}; dialogs: ${JSON.stringify(shown)}`,
    )
  }
}

/** The session the page shows, verified in Node as a server would (domain, URI, nonce, signature). */
async function verifiedSession(page: Page) {
  const message = (await text(page, 'session-message')) ?? ''
  const signature = (await text(page, 'session-signature')) ?? ''
  const parsed = parseSiwxMessage(message)
  if (!parsed.ok) throw new Error(`the page's session message does not parse: ${message}`)
  const { host, origin } = new URL(e2e.session.appUrl)
  const result = await verifySiwxMessage({
    message,
    signature,
    expected: { domain: host, uri: origin, nonce: parsed.fields.nonce, scheme: 'http' },
  })
  if (!result.ok) throw new Error(`the session does not verify: ${result.reason} ${result.detail}`)
  return { fields: parsed.fields, data: result.session.data }
}

describe('sign-in (SIWX) in Chromium', () => {
  it('asks after connecting, refuses to close while required, keeps a verified session and a reload restores it without asking', async () => {
    const page = await openExample(e2e.browser, e2e.session)
    await connectSandboxWallet(page)
    const view = signInView(page)
    await view.getByText('siwx test dapp wants you to sign in').waitFor(wait)
    await view.getByRole('button', { name: 'Sign', exact: true }).waitFor(wait)
    await page.waitForTimeout(heightAnimationMs)
    await page.screenshot({ path: 'test-results/siwx-sign-in-dark.png', animations: 'disabled' })

    // Required and no session: Escape and the close button shake the modal and leave it open.
    const shaking = () => view.getAttribute('data-shake').then((value) => value !== null)
    for (const close of [
      () => page.keyboard.press('Escape'),
      () => view.getByRole('button', { name: 'Close' }).click(),
    ]) {
      await close()
      await expect.poll(shaking, wait).toBe(true)
      await expect.poll(shaking, wait).toBe(false)
      expect(await view.isVisible()).toBe(true)
    }
    expect(await text(page, 'signed-in')).toBe('no')

    await view.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)
    await expect.poll(() => text(page, 'signed-in'), wait).toBe('yes')
    const address = (await text(page, 'address')) ?? ''
    expect(await text(page, 'session')).toBe(`eip155:31337 ${address}`)
    const { fields, data } = await verifiedSession(page)
    expect(fields.statement).toBe('Sign in to the siwx test dapp.')
    expect(data).toMatchObject({ accountAddress: address, chainId: 'eip155:31337', version: '1' })
    expect(Date.parse(data.expirationTime ?? '') - Date.parse(data.issuedAt)).toBe(300_000)
    expect(fields.nonce).toMatch(/^[A-Za-z0-9]{8,}$/)
    const signed = await signedByWallet(page)
    expect(signed.map((entry) => entry.method)).toEqual(['personal_sign'])

    await page.reload()
    await expect.poll(() => text(page, 'status'), wait).toBe('connected')
    await expect.poll(() => text(page, 'signed-in'), wait).toBe('yes')
    // The look-up is over (signed in): a sign-in view that was coming would be open by now.
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(await signedByWallet(page)).toEqual([])
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })

  it('disconnects when the visitor cancels a required sign-in', async () => {
    const page = await openExample(e2e.browser, e2e.session)
    await connectSandboxWallet(page)
    await signInView(page).getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => text(page, 'status'), wait).toBe('disconnected')
    expect(await text(page, 'signed-in')).toBe('no')
    expect(await signedByWallet(page)).toEqual([])
    await page.context().close()
  })

  it("says 'Signature declined' when the wallet refuses, keeps the view, and signs in on the next try", async () => {
    const page = await openExample(e2e.browser, e2e.session, { autoApprove: false })
    await connectSandboxWallet(page, true)
    const view = signInView(page)
    await view.getByRole('button', { name: 'Sign', exact: true }).click()
    await rejectPrompt(page)
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Signature declined' }).count(), wait)
      .toBe(1)
    expect(await view.isVisible()).toBe(true)
    expect(await text(page, 'siwx-status')).toBe('signed-out')
    await page.screenshot({ path: 'test-results/siwx-declined-dark.png', animations: 'disabled' })

    await view.getByRole('button', { name: 'Sign', exact: true }).click()
    await approvePrompt(page)
    await expect.poll(() => text(page, 'signed-in'), wait).toBe('yes')
    await page.context().close()
  })

  it('signs out and asks again when another account is chosen in the wallet', async () => {
    const page = await openExample(e2e.browser, e2e.session, { moreAccounts: 1 })
    await connectSandboxWallet(page)
    await signInView(page).getByRole('button', { name: 'Sign', exact: true }).click()
    await expect.poll(() => text(page, 'signed-in'), wait).toBe('yes')
    const first = await text(page, 'address')

    const second = await switchAccount(page, 1)
    await expect.poll(() => text(page, 'address'), wait).toBe(second)
    expect(second).not.toBe(first)
    await expect.poll(() => text(page, 'signed-in'), wait).toBe('no')
    expect(await text(page, 'session')).toBe('none')
    await signInView(page).waitFor(wait)
    await signInView(page).getByRole('button', { name: 'Sign', exact: true }).click()
    await expect.poll(() => text(page, 'session'), wait).toBe(`eip155:31337 ${second}`)
    // The first account's session is gone, not kept for when it comes back.
    await switchAccount(page, 0)
    await signInView(page).waitFor(wait)
    expect(await text(page, 'signed-in')).toBe('no')
    await page.context().close()
  })

  it('asks again once the session reaches its expiration time', async () => {
    const page = await openExample(e2e.browser, e2e.session, {}, (context) =>
      context.clock.install(),
    )
    await connectSandboxWallet(page)
    await signInView(page).getByRole('button', { name: 'Sign', exact: true }).click()
    await expect.poll(() => text(page, 'signed-in'), wait).toBe('yes')

    await page.clock.fastForward('04:50')
    expect(await text(page, 'signed-in')).toBe('yes')
    await page.clock.fastForward('00:15')
    await expect.poll(() => text(page, 'signed-in'), wait).toBe('no')
    await signInView(page).waitFor(wait)
    await page.context().close()
  })

  it('signs in a Solana account with a CAIP-122 message that verifies as ed25519', async () => {
    const page = await openExample(e2e.browser, e2e.session, { solana: true })
    await expect.poll(() => text(page, 'network'), wait).toBe('Localhost')
    await chooseNetwork(page, 'Localhost', /Solana Localnet/)
    await expect.poll(() => text(page, 'network'), wait).toBe('Solana Localnet')
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: /Sandbox Wallet/ })
      .first()
      .click()
    const view = signInView(page)
    await view.getByRole('button', { name: 'Sign', exact: true }).waitFor(wait)
    await page.waitForTimeout(heightAnimationMs)
    await page.screenshot({ path: 'test-results/siwx-solana-dark.png', animations: 'disabled' })
    await view.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect.poll(() => text(page, 'signed-in'), wait).toBe('yes')
    const address = (await text(page, 'address')) ?? ''
    const { fields, data } = await verifiedSession(page)
    expect(fields.namespace).toBe('solana')
    expect(data.accountAddress).toBe(address)
    expect(data.chainId).toMatch(/^solana:/)
    expect(await text(page, 'session')).toBe(`${data.chainId} ${address}`)
    const signed = await signedByWallet(page)
    expect(signed.map((entry) => entry.method)).toEqual(['solana_signMessage'])
    await page.context().close()
  })

  it('shows the sign-in view in the light theme', async () => {
    const page = await openExample(e2e.browser, e2e.session)
    await page.goto(`${e2e.session.appUrl}?theme=light`)
    await connectSandboxWallet(page)
    const view = signInView(page)
    await view.getByRole('button', { name: 'Sign', exact: true }).waitFor(wait)
    await expect
      .poll(() => view.evaluate((node) => getComputedStyle(node).colorScheme), wait)
      .toBe('light')
    await page.waitForTimeout(heightAnimationMs)
    await page.screenshot({ path: 'test-results/siwx-sign-in-light.png', animations: 'disabled' })
    await page.context().close()
  })
})
