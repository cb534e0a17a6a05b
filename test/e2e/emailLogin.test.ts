import { ed25519 } from '@noble/curves/ed25519'
import bs58 from 'bs58'
import type { BrowserContext, Page } from 'playwright-core'
import {
  createPublicClient,
  formatEther,
  type Hex,
  http,
  parseEther,
  recoverMessageAddress,
} from 'viem'
import { describe, expect, it } from 'vitest'
import {
  askForCode,
  codeMailedTo,
  cutOffSecureSite,
  logInByEmail,
  pendingSignOut,
  secureSiteOf,
} from './emailSteps.js'
import {
  chooseNetwork,
  openExample,
  setupE2eSession,
  shownSolBalance,
  uncaughtErrors,
} from './exampleSession.js'

// Email login end to end in Chromium, on the example as `appkit dev` serves it: the sandbox's
// secure site (localhost, another site than the app on 127.0.0.1) in the kit's hidden frame, the
// code read from the sandbox mailbox, the embedded wallet funded by the sandbox on the local chain,
// its approval screen shown over the modal for personal_sign and eth_sendTransaction (approved and
// mined, rejected, aborted by closing the modal), a refused method, a reload that restores the
// session without asking again, and sign-out.
const e2e = setupE2eSession()
const wait = { timeout: 20_000 }
const email = 'ada@example.com'
const frameSelector = 'iframe[title="Secure login"]'
/** The card's height follows a new view for 150 ms (SPEC section 9): a screenshot waits it out. */
const settle = (page: Page) => page.waitForTimeout(400)

const site = () => secureSiteOf(e2e.session)

/** The secure frame's approval screen, once the kit shows the frame over the modal. */
function approvalScreen(page: Page) {
  return page.frameLocator(frameSelector)
}

/** Account, then Disconnect, until Connect is offered again. */
async function disconnectFromAccount(page: Page) {
  await page.getByRole('button', { name: /, account 0x/ }).click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Disconnect' })
    .click()
  await page.getByRole('button', { name: 'Connect', exact: true }).waitFor(wait)
}

/** Stores the user's choice of the plain account (eoa) before the app loads. */
function preferPlainAccount(context: BrowserContext) {
  return context.addInitScript(() => {
    // The app's page only: the secure site's frame may not touch storage.
    if (window !== window.top) return
    const choice = { v: 1, value: { eip155: 'eoa' } }
    localStorage.setItem('@appkit/auth/preferred_account_types', JSON.stringify(choice))
  })
}

async function frameBox(page: Page) {
  return page.locator(frameSelector).boundingBox()
}

describe('email login and the embedded wallet in Chromium', () => {
  it('logs in with the code from the mailbox, signs and sends with approval, refuses, restores on reload and signs out', async () => {
    // The plain account (the user's stored choice), whose signatures and fees are its own key's:
    // smartAccount.test.ts covers the smart account the example starts with by default.
    const page = await openExample(e2e.browser, e2e.session, {}, preferPlainAccount)
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
    await connect.getByRole('textbox', { name: 'Email' }).waitFor(wait)

    // A bad address is refused before the secure site is asked.
    await askForCode(page, 'ada@')
    await expect
      .poll(() => connect.getByRole('alert').textContent(), wait)
      .toBe('Enter a valid email address')
    expect(site().mail).toHaveLength(0)

    await askForCode(page, email)
    const confirm = page.getByRole('dialog', { name: 'Confirm Email' })
    await confirm.getByText(`We sent a 6-digit code to ${email}`).waitFor(wait)
    const code = await codeMailedTo(site(), email, 0)
    await settle(page)
    await page.screenshot({ path: 'test-results/email-otp-dark.png', animations: 'disabled' })

    // Asking again within 30 s of the last login is refused with the seconds left (SPEC section 5).
    await confirm.getByRole('button', { name: 'Resend code' }).click()
    await expect
      .poll(() => confirm.getByRole('alert').textContent(), wait)
      .toMatch(/^Please try again after (30|[12]\d) seconds$/)
    expect(site().mail).toHaveLength(1)

    // A wrong code says so and clears the field; the right one connects.
    const wrong = code === '000000' ? '111111' : '000000'
    const field = confirm.getByRole('textbox', { name: 'Code from your email' })
    await field.fill(wrong)
    await expect.poll(() => confirm.getByRole('alert').textContent(), wait).toBe('Invalid code')
    await expect.poll(() => field.inputValue(), wait).toBe('')
    // Pasted with a space in the middle, as codes often are in emails.
    await field.fill(`${code.slice(0, 3)} ${code.slice(3)}`)
    await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)

    // The sandbox funded the new wallet with 10 ETH on the local chain; the account button says so.
    const account = page.getByRole('button', { name: /, account 0x/ })
    await account.waitFor(wait)
    await expect.poll(() => account.textContent(), wait).toContain('10 ETH')
    // The account view names the wallet by the email (SPEC section 5's displayed auth name).
    await account.click()
    const hub = page.getByRole('dialog', { name: 'Account' })
    await hub.getByText(email, { exact: true }).waitFor(wait)
    await settle(page)
    await page.screenshot({ path: 'test-results/email-account-dark.png', animations: 'disabled' })
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)

    // personal_sign: the frame's own approval screen over the modal, approved there.
    await page.getByRole('button', { name: 'Sign message' }).click()
    // The header names what is asked: a signature, not a transaction.
    const approve = page.getByRole('dialog', { name: 'Sign Message' })
    await approve.waitFor(wait)
    const screen = approvalScreen(page)
    await screen.getByRole('heading', { name: 'Approve request' }).waitFor(wait)
    const box = await frameBox(page)
    expect(box?.width).toBeGreaterThan(200)
    expect(box?.height).toBeGreaterThan(200)
    await settle(page)
    await page.screenshot({ path: 'test-results/email-approve-dark.png', animations: 'disabled' })
    await screen.getByRole('button', { name: 'Approve' }).click()
    const signature = page.getByTestId('signature')
    await signature.waitFor(wait)
    const signer = await recoverMessageAddress({
      message: (await signature.getAttribute('data-message')) ?? '',
      signature: ((await signature.textContent()) ?? '') as Hex,
    })
    // The whole address: the one the page shows for the connected account.
    expect(await page.getByTestId('address').textContent()).toBe(signer)
    // The modal closed (the request came with no modal open) and the frame is hidden again.
    await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)
    await expect.poll(async () => (await frameBox(page))?.width ?? 0, wait).toBe(0)

    // eth_sendTransaction: approved in the frame, mined on the local chain.
    const chain = e2e.session.sandbox.chains[0]
    if (!chain) throw new Error('no sandbox chain')
    const client = createPublicClient({ transport: http(chain.rpcUrl), cacheTime: 0 })
    const before = await client.getBalance({ address: signer })
    expect(before).toBe(parseEther('10'))
    await page.getByRole('button', { name: 'Send 0.001 ETH to self' }).click()
    await page.getByRole('dialog', { name: 'Approve Transaction' }).waitFor(wait)
    await screen.getByRole('heading', { name: 'Approve request' }).waitFor(wait)
    await screen.getByText('Send transaction').waitFor(wait)
    // The network by its name and what the send may cost, read from the chain before asking.
    await screen.getByText('Localhost', { exact: true }).waitFor(wait)
    await screen
      .getByText(/^Up to 0\.00\d+ ETH$/)
      .first()
      .waitFor(wait)
    await settle(page)
    await page.screenshot({
      path: 'test-results/email-send-approve-dark.png',
      animations: 'disabled',
    })
    await screen.getByRole('button', { name: 'Approve' }).click()
    const hash = page.getByTestId('tx-hash')
    await hash.waitFor(wait)
    const receipt = await client.waitForTransactionReceipt({
      hash: ((await hash.textContent()) ?? '') as Hex,
      timeout: 20_000,
    })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(signer.toLowerCase())
    const after = await client.getBalance({ address: signer })
    const fee = receipt.gasUsed * receipt.effectiveGasPrice
    expect(after).toBe(before - fee)
    // The button shows the new balance (gas only: the wallet sent to itself).
    const [whole, fraction = ''] = formatEther(after).split('.')
    await expect
      .poll(() => account.textContent(), wait)
      .toContain(`${whole}.${fraction.slice(0, 3)}`)

    // Rejected in the frame: the app gets EIP-1193's 4001 with the frame's words.
    await page.getByRole('button', { name: 'Sign message' }).click()
    await screen.getByRole('heading', { name: 'Approve request' }).waitFor(wait)
    await screen.getByRole('button', { name: 'Reject' }).click()
    await expect
      .poll(() => page.getByTestId('error').textContent(), wait)
      .toBe('User rejected the request.')
    await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)

    // Closing the modal while a request waits rejects it, and the frame hides.
    await page.getByRole('button', { name: 'Sign message' }).click()
    await screen.getByRole('heading', { name: 'Approve request' }).waitFor(wait)
    await approve.getByRole('button', { name: 'Close' }).click()
    await expect
      .poll(() => page.getByTestId('error').textContent(), wait)
      .toBe('Request was aborted')
    await expect.poll(async () => (await frameBox(page))?.width ?? 0, wait).toBe(0)

    // A method in neither list: refused, and the modal says 'Action not allowed'.
    await page.getByRole('button', { name: /Try eth_sign/ }).click()
    await expect
      .poll(() => page.getByTestId('error').textContent(), wait)
      .toBe('Requested RPC call is not allowed')
    // Nothing was asked of the user: the header keeps the view's own name.
    const refused = page.getByRole('dialog', { name: 'Approve Transaction' })
    await refused.getByText('Action not allowed', { exact: true }).first().waitFor(wait)
    // The view's title and, 300 ms later, the snackbar (SPEC section 4).
    await expect
      .poll(() => refused.getByText('Action not allowed', { exact: true }).count(), wait)
      .toBe(2)
    await settle(page)
    await page.screenshot({ path: 'test-results/email-refused-dark.png', animations: 'disabled' })
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)

    // A reload restores the session from the secure site's partitioned cookie, without a code.
    const mailBefore = site().mail.length
    await page.reload()
    await account.waitFor(wait)
    await expect.poll(() => page.getByTestId('address').textContent(), wait).toBe(signer)
    expect(site().mail.length).toBe(mailBefore)

    // Light theme: the frame's approval screen follows the modal's theme.
    await page.getByRole('button', { name: 'Light modal' }).click()
    await page.getByRole('button', { name: 'Sign message' }).click()
    await screen.getByRole('heading', { name: 'Approve request' }).waitFor(wait)
    await settle(page)
    await page.screenshot({ path: 'test-results/email-approve-light.png', animations: 'disabled' })
    await screen.getByRole('button', { name: 'Reject' }).click()
    await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)

    // Sign out: the secure site ends the session, so a reload stays disconnected.
    await disconnectFromAccount(page)
    // Even told to restore the email login on the next load, the kit finds no session at the
    // secure site: the sign-out ended it there, not only in this page.
    await page.evaluate(() => {
      const key = '@appkit/connection/eip155/connected_connector_id'
      localStorage.setItem(key, JSON.stringify({ v: 1, value: 'auth' }))
      localStorage.removeItem('@appkit/connection/eip155/disconnected_connector_ids')
    })
    await page.reload()
    await expect.poll(() => page.getByTestId('status').textContent(), wait).toBe('disconnected')
    expect(await page.getByRole('button', { name: /, account 0x/ }).count()).toBe(0)

    // The email field is offered again.
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    await connect.getByRole('textbox', { name: 'Email' }).waitFor(wait)
    await settle(page)
    await page.screenshot({ path: 'test-results/email-connect-dark.png', animations: 'disabled' })
    expect(uncaughtErrors(page)).toEqual([])
  }, 180_000)

  it('serves the same login on Solana Localnet: its own address with 10 SOL, a message signed after approval, restored on reload', async () => {
    const page = await openExample(e2e.browser, e2e.session)
    await logInByEmail(page, site(), email)
    await page.getByRole('button', { name: /, account 0x/ }).waitFor(wait)

    // The login filled the Solana side too: switching shows its account, funded by the sandbox.
    await chooseNetwork(page, 'Localhost', /Solana Localnet/)
    await expect.poll(() => page.getByTestId('network').textContent(), wait).toBe('Solana Localnet')
    const address = (await page.getByTestId('address').textContent()) ?? ''
    expect(bs58.decode(address)).toHaveLength(32)
    expect(await shownSolBalance(e2e.session, address)).toBe('10 SOL')
    const account = page.getByRole('button', { name: /, account / })
    await expect.poll(() => account.textContent(), wait).toContain('10 SOL')

    await page.getByRole('button', { name: 'Sign message with Solana' }).click()
    const screen = approvalScreen(page)
    await screen.getByRole('heading', { name: 'Approve request' }).waitFor(wait)
    await screen.getByText('solana:', { exact: false }).first().waitFor(wait)
    await settle(page)
    await page.screenshot({
      path: 'test-results/email-solana-approve-dark.png',
      animations: 'disabled',
    })
    await screen.getByRole('button', { name: 'Approve' }).click()
    const output = page.getByTestId('solana-signature')
    await output.waitFor(wait)
    const signature = Uint8Array.from(Buffer.from((await output.textContent()) ?? '', 'hex'))
    const message = new TextEncoder().encode((await output.getAttribute('data-message')) ?? '')
    expect(ed25519.verify(signature, message, bs58.decode(address))).toBe(true)

    // Both sides come back after a reload, without a code.
    const mailBefore = site().mail.length
    await page.reload()
    await expect.poll(() => page.getByTestId('status').textContent(), wait).toBe('connected')
    await expect.poll(() => page.getByTestId('address').textContent(), wait).toBe(address)
    expect(site().mail.length).toBe(mailBefore)
    expect(uncaughtErrors(page)).toEqual([])
  }, 120_000)

  it('brings back both sides of a login restored on an EVM network: Solana needs no other wallet', async () => {
    const page = await openExample(e2e.browser, e2e.session)
    await logInByEmail(page, site(), email)
    await page.getByRole('button', { name: /, account 0x/ }).waitFor(wait)
    const evmAddress = (await page.getByTestId('address').textContent()) ?? ''

    // Reloaded before the Solana side was ever shown: it comes back all the same. Each side is
    // restored through the secure frame, one after the other: slower on a loaded machine.
    const restored = { timeout: 30_000 }
    await page.reload()
    await expect.poll(() => page.getByTestId('status').textContent(), restored).toBe('connected')
    await expect.poll(() => page.getByTestId('network').textContent(), wait).toBe('Localhost')
    expect(await page.getByTestId('address').textContent()).toBe(evmAddress)
    await chooseNetwork(page, 'Localhost', /Solana Localnet/)
    await expect.poll(() => page.getByTestId('network').textContent(), wait).toBe('Solana Localnet')
    await expect.poll(() => page.getByTestId('status').textContent(), restored).toBe('connected')
    const solanaAddress = (await page.getByTestId('address').textContent()) ?? ''
    expect(bs58.decode(solanaAddress)).toHaveLength(32)
    expect(await page.getByRole('dialog', { name: 'Switch to Solana Localnet' }).count()).toBe(0)

    // The same login: a second reload, now on Solana, gives the same Solana account.
    await page.reload()
    await expect.poll(() => page.getByTestId('network').textContent(), wait).toBe('Solana Localnet')
    await expect.poll(() => page.getByTestId('address').textContent(), restored).toBe(solanaAddress)
    expect(uncaughtErrors(page)).toEqual([])
  }, 120_000)

  it('sends ETH from the account hub with the email wallet: the approval stacks over the preview, and Activity follows', async () => {
    const page = await openExample(e2e.browser, e2e.session)
    await logInByEmail(page, site(), email)
    const account = page.getByRole('button', { name: /, account 0x/ })
    await account.waitFor(wait)
    const chain = e2e.session.sandbox.chains[0]
    if (!chain) throw new Error('no sandbox chain')
    const client = createPublicClient({ transport: http(chain.rpcUrl), cacheTime: 0 })
    const receiver = chain.accounts[5]?.address
    if (!receiver) throw new Error('no dev account 5')
    const before = await client.getBalance({ address: receiver })

    await account.click()
    await page
      .getByRole('dialog', { name: 'Account' })
      .getByRole('button', { name: 'Send' })
      .click()
    const send = page.getByRole('dialog', { name: 'Send' })
    await send.getByLabel('Amount', { exact: true }).fill('0.5')
    await send.getByLabel('To', { exact: true }).fill(receiver)
    await send.getByRole('button', { name: 'Review send' }).click()
    const preview = page.getByRole('dialog', { name: 'Review send' })
    await preview.getByRole('button', { name: 'Send', exact: true }).click()
    // Over the open modal: the approval is pushed on its history, Back would leave it.
    const approve = page.getByRole('dialog', { name: 'Approve Transaction' })
    await approve.getByRole('button', { name: 'Back' }).waitFor(wait)
    const screen = approvalScreen(page)
    await screen.getByText('Send transaction').waitFor(wait)
    await screen.getByRole('button', { name: 'Approve' }).click()
    await expect
      .poll(() => client.getBalance({ address: receiver }), wait)
      .toBe(before + parseEther('0.5'))
    // The modal stayed and went on with the send: the hub's Activity lists it.
    const hub = page.getByRole('dialog', { name: 'Account' })
    await hub.getByRole('tab', { name: 'Activity', selected: true }).waitFor(wait)
    const first = hub.getByRole('region', { name: 'Activity' }).getByRole('listitem').first()
    await expect.poll(() => first.textContent(), wait).toMatch(/0\.5 ETH/)
    expect(uncaughtErrors(page)).toEqual([])
  }, 120_000)
  it('moves the email wallet to another email after a code from each: the same address, the new email shown, kept on reload and at the next login', async () => {
    const before = 'grace@example.com'
    const after = 'grace.hopper@example.com'
    const page = await openExample(e2e.browser, e2e.session)
    await logInByEmail(page, site(), before)
    const account = page.getByRole('button', { name: /, account 0x/ })
    await account.waitFor(wait)
    const address = (await page.getByTestId('address').textContent()) ?? ''
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    await account.click()
    const hub = page.getByRole('dialog', { name: 'Account' })
    await hub.getByText(before, { exact: true }).waitFor(wait)
    await hub.getByRole('button', { name: 'Change email' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Email' })
    const field = edit.getByRole('textbox', { name: 'New email' })
    await field.waitFor(wait)
    // The field has the focus; the same email (in another case) is refused before any code.
    // In the modal's shadow root, whose own activeElement says where the focus is.
    await expect
      .poll(
        () =>
          field.evaluate((input) => (input.getRootNode() as ShadowRoot).activeElement === input),
        wait,
      )
      .toBe(true)
    await field.fill('GRACE@example.com')
    await edit.getByRole('button', { name: 'Save' }).click()
    await expect
      .poll(() => edit.getByRole('alert').textContent(), wait)
      .toBe('This is already your email')
    const mailed = site().mail.length
    await field.fill(after)
    await settle(page)
    await page.screenshot({ path: 'test-results/email-change-dark.png', animations: 'disabled' })
    await edit.getByRole('button', { name: 'Save' }).click()

    // First the code mailed to the current email; a wrong one says so and clears the field.
    await edit.getByText(`We sent a 6-digit code to ${before}`).waitFor(wait)
    const primary = await codeMailedTo(site(), before, mailed)
    const code = edit.getByRole('textbox', { name: 'Code from your email' })
    const wrong = primary === '000000' ? '111111' : '000000'
    await code.fill(wrong)
    await expect.poll(() => edit.getByRole('alert').textContent(), wait).toBe('Invalid code')
    expect(await code.inputValue()).toBe('')
    await settle(page)
    await page.screenshot({
      path: 'test-results/email-change-code-dark.png',
      animations: 'disabled',
    })
    await code.fill(primary)

    // Then the code mailed to the new email; the wallet moves, the view goes back to Account.
    await edit.getByText(`We sent a 6-digit code to ${after}`).waitFor(wait)
    await code.fill(await codeMailedTo(site(), after, mailed))
    await hub.getByText(after, { exact: true }).waitFor(wait)
    await page.getByText('Email updated').waitFor(wait)
    expect(
      site()
        .mail.slice(mailed)
        .map((each) => each.to),
    ).toEqual([before, after])
    expect(await page.getByTestId('address').textContent()).toBe(address)
    await settle(page)
    await page.screenshot({
      path: 'test-results/email-changed-dark.png',
      animations: 'disabled',
    })

    // A reload restores the same wallet under the new email, without a code.
    await page.reload()
    await expect.poll(() => page.getByTestId('address').textContent(), wait).toBe(address)
    await page.getByRole('button', { name: /, account 0x/ }).click()
    await page
      .getByRole('dialog', { name: 'Account' })
      .getByText(after, { exact: true })
      .waitFor(wait)

    // Signed out, the next login by the new email (in another browser profile: this one's 30 s
    // cooldown still runs) opens the same wallet.
    await page
      .getByRole('dialog', { name: 'Account' })
      .getByRole('button', { name: 'Disconnect' })
      .click()
    await expect.poll(() => page.getByTestId('status').textContent(), wait).toBe('disconnected')
    const other = await openExample(e2e.browser, e2e.session)
    await logInByEmail(other, site(), after)
    await expect.poll(() => other.getByTestId('address').textContent(), wait).toBe(address)
    expect(uncaughtErrors(other)).toEqual([])
    expect(uncaughtErrors(page)).toEqual([])
  }, 180_000)
  it('approves a new browser from the link in the mailbox before the code: the device step, a wait that ran out and a resend, then the code and the wallet', async () => {
    const address = 'linus@example.com'
    // The site waits 3 s (not 100 s) for an approval, so the wait can run out here.
    site().verifyNewDevices(true, 3_000)
    try {
      const page = await openExample(e2e.browser, e2e.session)
      const mailed = site().mail.length
      await page.getByRole('button', { name: 'Connect', exact: true }).click()
      await askForCode(page, address)
      const confirm = page.getByRole('dialog', { name: 'Confirm Email' })
      await confirm.getByText('Approve this device', { exact: true }).waitFor(wait)
      await confirm.getByText(`Open the link we sent to ${address}`, { exact: false }).waitFor(wait)
      await settle(page)
      await page.screenshot({ path: 'test-results/email-device-dark.png', animations: 'disabled' })
      // Only the link was mailed: no code before the browser is approved.
      const sent = () =>
        site()
          .mail.slice(mailed)
          .map(({ to, code }) => ({ to, code }))
      expect(sent()).toEqual([{ to: address, code: '' }])

      // Nobody approves: the wait runs out, says so, and offers to send again.
      await expect
        .poll(() => confirm.getByRole('alert').textContent(), wait)
        .toBe('The device was not approved in time')
      // (The 30 s between logins is over: its mark is dropped rather than waited for.) The next
      // wait is the site's usual 100 s.
      await page.evaluate(() => localStorage.removeItem('@appkit/auth/last_login_time'))
      site().verifyNewDevices(true)
      await confirm.getByRole('button', { name: 'Resend code' }).click()
      // The site asks for the device again: a new link, and the view back on that step.
      await confirm.getByText('Approve this device', { exact: true }).waitFor(wait)
      expect(sent()).toEqual([
        { to: address, code: '' },
        { to: address, code: '' },
      ])

      // The newest link opened from the mailbox page, in another tab.
      const mailbox = await page.context().newPage()
      await mailbox.goto(site().mailboxUrl)
      await mailbox.getByRole('link', { name: 'Approve this device' }).first().click()
      // The link only asks; its button approves.
      await mailbox.getByRole('button', { name: 'Approve this browser' }).click()
      await mailbox.getByText('This browser is approved', { exact: false }).waitFor(wait)

      // The view moves on to the code, which arrives now.
      const field = confirm.getByRole('textbox', { name: 'Code from your email' })
      await field.waitFor(wait)
      await field.fill(await codeMailedTo(site(), address, mailed))
      await page.getByRole('button', { name: /, account 0x/ }).waitFor(wait)
      expect(uncaughtErrors(page)).toEqual([])
    } finally {
      site().verifyNewDevices(false)
    }
  }, 120_000)

  it('finishes at the next start a sign-out made while the secure site could not be reached', async () => {
    const address = 'lin@example.com'
    const page = await openExample(e2e.browser, e2e.session)
    await logInByEmail(page, site(), address)
    await page.getByRole('button', { name: /, account 0x/ }).waitFor(wait)
    expect(site().sessionCount(address)).toBe(1)

    // Offline for the secure site: the page forgets the login, the site still holds it.
    const offline = await cutOffSecureSite(page, site())
    await disconnectFromAccount(page)
    expect(site().sessionCount(address)).toBe(1)
    expect(await pendingSignOut(page)).not.toBeNull()

    // Back online: the next start ends it at the site, without restoring anything.
    await offline.restore()
    await page.reload()
    await expect.poll(() => site().sessionCount(address), wait).toBe(0)
    await expect.poll(() => pendingSignOut(page), wait).toBeNull()
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
    expect(uncaughtErrors(page)).toEqual([])
  }, 120_000)

  it('keeps a login made after a sign-out the secure site did not confirm: the next start restores it', async () => {
    const address = 'mae@example.com'
    const page = await openExample(e2e.browser, e2e.session)
    await logInByEmail(page, site(), address)
    const account = page.getByRole('button', { name: /, account 0x/ })
    await account.waitFor(wait)

    const offline = await cutOffSecureSite(page, site())
    await disconnectFromAccount(page)
    expect(await pendingSignOut(page)).not.toBeNull()

    // Online again, the user logs in once more before any reload (the 30 s wait set aside).
    await offline.restore()
    await page.evaluate(() => localStorage.removeItem('@appkit/auth/last_login_time'))
    await logInByEmail(page, site(), address)
    await account.waitFor(wait)
    expect(await pendingSignOut(page)).toBeNull()
    const sessions = site().sessionCount(address)

    // The next start restores that login; the old sign-out does not end it.
    await page.reload()
    await expect.poll(() => page.getByTestId('status').textContent(), wait).toBe('connected')
    await account.waitFor(wait)
    expect(await pendingSignOut(page)).toBeNull()
    expect(site().sessionCount(address)).toBe(sessions)
    expect(uncaughtErrors(page)).toEqual([])
  }, 120_000)

  it("shows SPEC's 'Session Expired' alert when the secure site no longer knows a stored login", async () => {
    const address = 'ida@example.com'
    const page = await openExample(e2e.browser, e2e.session)
    await logInByEmail(page, site(), address)
    await page.getByRole('button', { name: /, account 0x/ }).waitFor(wait)

    // The secure site's session cookie is gone (expired, or cleared by the browser): the page
    // still holds the login, the site does not.
    await page.context().clearCookies({ domain: new URL(site().origin).hostname })
    await page.reload()
    // Seen, not only in the DOM: waitFor waits for a visible element.
    await page.getByText('Session Expired', { exact: true }).waitFor(wait)
    await page.getByText('Invalid session, check time settings and reconnect.').waitFor(wait)
    await expect.poll(() => page.getByTestId('status').textContent(), wait).toBe('disconnected')
    await page.getByRole('button', { name: 'Connect', exact: true }).waitFor(wait)
    await page.screenshot({ path: 'test-results/session-expired.png' })
    expect(uncaughtErrors(page)).toEqual([])
  }, 120_000)
})
