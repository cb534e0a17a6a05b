import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { approvePrompt, rejectPrompt } from '../../testing/walletHelpers.js'
import { type A11yFinding, formatFindings, scanBothThemes } from './a11yScan.js'
import { walletAsks, walletMovesToUnlistedChain } from './a11yWallet.js'
import { askForCode, codeMailedTo, secureSiteOf } from './emailSteps.js'
import { chooseNetwork, openExample, setupE2eSession } from './exampleSession.js'

// axe-core over every view the kit shows, in both themes, at WCAG 2.2 AA: the example app on the
// sandbox in Chromium, one page per flow, each view scanned as the flow passes it (the theme is
// switched in place, the view stays). Only the kit's UI is scanned: the modal's shadow root (the
// dialog, the snackbar, the toasts) and the trigger buttons. A failure lists every violation.
const e2e = setupE2eSession()
const wait = { timeout: 20_000 }

/** Collects what each scan of one flow finds; the test fails at its end with the whole list. */
function scanner(page: Page) {
  const findings: A11yFinding[] = []
  return {
    async scan(view: string) {
      findings.push(...(await scanBothThemes(page, view)))
    },
    /** Every violation of the flow, one line each (an empty string when there is none). */
    report: () => formatFindings(findings),
  }
}

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name })
const connectButton = (page: Page) => page.getByRole('button', { name: 'Connect', exact: true })
/** The account button: its name holds 'account' and the full address, wherever they stand in it. */
const accountButton = (page: Page) => page.getByRole('button', { name: /account 0x/i })

async function openConnect(page: Page): Promise<Locator> {
  await connectButton(page).click()
  const connect = dialog(page, 'Connect Wallet')
  // The registry has answered: the list is at its final length.
  await connect.getByRole('button', { name: 'MetaMask', exact: true }).waitFor(wait)
  return connect
}

/** Connects the Sandbox Wallet, approving its prompt, until the page says connected. */
async function connectSandboxWallet(page: Page): Promise<void> {
  const connect = await openConnect(page)
  await connect.getByRole('button', { name: 'Sandbox Wallet' }).first().click()
  await approvePrompt(page)
  await expect.poll(() => page.getByTestId('status').textContent(), wait).toBe('connected')
  await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)
}

describe('accessibility of the kit in Chromium (axe, WCAG 2.2 AA, dark and light)', () => {
  it('has no violation on the connect path: the trigger buttons, Connect, WhatIsAWallet, All Wallets, the pairing views and ConnectingExternal', async () => {
    const page = await openExample(e2e.browser, e2e.session, { autoApprove: false })
    const { scan, report } = scanner(page)
    await connectButton(page).waitFor(wait)
    await scan('the trigger buttons, disconnected')

    const connect = await openConnect(page)
    await connect.getByRole('textbox', { name: 'Email' }).waitFor(wait)
    await scan('Connect')

    await connect.getByRole('button', { name: "I don't have a wallet" }).click()
    const about = dialog(page, 'What is a wallet?')
    await about.getByRole('heading').first().waitFor(wait)
    await scan('WhatIsAWallet')
    await about.getByRole('button', { name: 'Back', exact: true }).click()

    await connect.getByRole('button', { name: /^All Wallets \d+0\+$/ }).click()
    const all = dialog(page, 'All Wallets')
    await all.locator('ul[aria-label="All wallets"][aria-busy=false]').waitFor(wait)
    await scan('All Wallets')
    await all.getByRole('searchbox', { name: 'Search wallets' }).fill('zerion')
    await all
      .getByRole('list', { name: 'Search results' })
      .getByRole('button')
      .first()
      .waitFor(wait)
    await scan('All Wallets, searching')
    await all.getByRole('button', { name: 'Zerion' }).click()
    const pairing = dialog(page, 'Zerion')
    await pairing.getByRole('img', { name: 'WalletConnect QR code' }).waitFor(wait)
    await scan('ConnectingWalletConnect (a registry wallet)')
    await pairing.getByRole('button', { name: 'Back', exact: true }).click()
    await all.getByRole('button', { name: 'Back', exact: true }).click()

    await connect.getByRole('button', { name: /WalletConnect/ }).click()
    await dialog(page, 'WalletConnect')
      .getByRole('img', { name: 'WalletConnect QR code' })
      .waitFor(wait)
    await scan('ConnectingWalletConnect (any wallet)')
    await dialog(page, 'WalletConnect').getByRole('button', { name: 'Back', exact: true }).click()

    await connect.getByRole('button', { name: 'Sandbox Wallet' }).first().click()
    const connecting = dialog(page, 'Sandbox Wallet')
    await walletAsks(page)
    await scan('ConnectingExternal, waiting for the wallet')
    await rejectPrompt(page)
    await connecting.getByText('Connection rejected').waitFor(wait)
    await scan('ConnectingExternal, rejected')
    await connecting.getByRole('button', { name: 'Try again' }).click()
    await approvePrompt(page)
    await expect.poll(() => page.getByTestId('status').textContent(), wait).toBe('connected')
    await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)
    await accountButton(page).waitFor(wait)
    await expect.poll(() => page.locator('.ak-trigger-skeleton').count(), wait).toBe(0)
    await scan('the trigger buttons, connected')
    expect(report()).toBe('')
  }, 240_000)

  it('has no violation in ProfileWallets (multi-wallet), with a connection in use', async () => {
    const { walletApi } = e2e.session.sandbox
    await walletApi.setRemoteFeature('multi_wallet', { isEnabled: true })
    try {
      const page = await openExample(e2e.browser, e2e.session, { autoApprove: false })
      const { scan, report } = scanner(page)
      await connectSandboxWallet(page)
      await accountButton(page).click()
      // The Wallets button comes with the remote configuration, after the first paint.
      await dialog(page, 'Account').getByRole('button', { name: 'Wallets' }).click(wait)
      const wallets = dialog(page, 'Wallets')
      await wallets.getByTestId('wallet-connection').first().waitFor(wait)
      await scan('ProfileWallets')
      expect(report()).toBe('')
      await page.context().close()
    } finally {
      await walletApi.setRemoteFeature('multi_wallet', { isEnabled: false })
    }
  }, 240_000)

  it('has no violation in the account hub: each tab, Receive, Send with its error, its preview with and without a warning, the sent state, and Swap', async () => {
    const page = await openExample(e2e.browser, e2e.session, { autoApprove: false })
    const { scan, report } = scanner(page)
    await connectSandboxWallet(page)
    await accountButton(page).click()
    const hub = dialog(page, 'Account')
    await hub.getByRole('list', { name: 'Tokens' }).getByRole('listitem').first().waitFor(wait)
    await scan('Account, Tokens')
    await hub.getByRole('tab', { name: 'NFTs' }).click()
    await hub.getByRole('list', { name: 'NFTs' }).getByRole('listitem').first().waitFor(wait)
    await scan('Account, NFTs')
    await hub.getByRole('tab', { name: 'Activity' }).click()
    await hub.getByRole('region', { name: 'Activity' }).getByRole('heading').first().waitFor(wait)
    await scan('Account, Activity')

    await hub.getByRole('button', { name: 'Receive' }).click()
    const receive = dialog(page, 'Receive')
    await receive.getByRole('img', { name: /^QR code of the address/ }).waitFor(wait)
    await scan('Receive')
    await receive.getByRole('button', { name: 'Back', exact: true }).click()

    await hub.getByRole('button', { name: 'Send' }).click()
    const send = dialog(page, 'Send')
    await send.getByRole('button', { name: 'Review send' }).click()
    await send.getByText('An amount and receiver address are required').waitFor(wait)
    await scan('Send, with an error')
    const receiver = e2e.session.sandbox.chains[0]?.accounts[5]?.address ?? ''
    await send.getByLabel('Amount', { exact: true }).fill('0.01')
    await send.getByLabel('To', { exact: true }).fill(receiver)
    await scan('Send, filled in')
    await send.getByRole('button', { name: 'Review send' }).click()
    const preview = dialog(page, 'Review send')
    await preview.getByText(receiver, { exact: true }).waitFor(wait)
    await scan('SendPreview')
    await preview.getByRole('button', { name: 'Send', exact: true }).click()
    await approvePrompt(page)
    await hub.getByRole('tab', { name: 'Activity', selected: true }).waitFor(wait)
    const first = hub.getByRole('region', { name: 'Activity' }).getByRole('listitem').first()
    await expect.poll(() => first.textContent(), wait).toMatch(/0\.01 ETH/)
    await scan('Account after a send')

    // The preview's warning: sending to the zero address.
    await hub.getByRole('button', { name: 'Send' }).click()
    await send.getByLabel('Amount', { exact: true }).fill('0.001')
    await send.getByLabel('To', { exact: true }).fill(`0x${'0'.repeat(40)}`)
    await send.getByRole('button', { name: 'Review send' }).click()
    await preview.getByRole('alert', { name: 'Check before sending' }).waitFor(wait)
    await scan('SendPreview, with a warning')
    await preview.getByRole('button', { name: 'Cancel' }).click()
    await send.getByRole('button', { name: 'Back', exact: true }).click()

    await hub.getByRole('button', { name: 'Swap', exact: true }).click()
    const swap = dialog(page, 'Swap')
    await swap.getByRole('textbox', { name: 'You pay' }).fill('0.01')
    await swap.getByRole('button', { name: 'Select token' }).click()
    await swap.getByRole('list', { name: 'Tokens to receive' }).waitFor(wait)
    await scan('Swap, the token list')
    await swap.getByRole('button', { name: /^SUSD\b/ }).click()
    await swap.getByText('Minimum received', { exact: true }).waitFor(wait)
    await scan('Swap, quoted')
    await swap.getByRole('button', { name: 'Review swap' }).click()
    await swap.getByRole('button', { name: 'Swap', exact: true }).waitFor(wait)
    await scan('Swap, its preview')
    expect(report()).toBe('')
  }, 240_000)

  it("has no violation in a Bitcoin account hub: the account type, Receive with its bitcoin: QR code, and Send's review", async () => {
    const page = await openExample(e2e.browser, e2e.session, { autoApprove: false, bitcoin: true })
    const { scan, report } = scanner(page)
    await chooseNetwork(page, 'Localhost', /Bitcoin Regtest/)
    await connectButton(page).click()
    await dialog(page, 'Connect Wallet')
      .getByRole('button', { name: /Sandbox Wallet/ })
      .first()
      .click()
    await approvePrompt(page)
    await expect.poll(() => page.getByTestId('status').textContent(), wait).toBe('connected')
    await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)
    await page.getByRole('button', { name: /, account / }).click()
    const hub = dialog(page, 'Account')
    await hub.getByTestId('account-type').waitFor(wait)
    await hub.getByRole('list', { name: 'Tokens' }).waitFor(wait)
    await scan('the Bitcoin account hub')
    await hub.getByRole('button', { name: 'Receive' }).click()
    await dialog(page, 'Receive').getByRole('img').first().waitFor(wait)
    await scan('Receive on Bitcoin')
    await dialog(page, 'Receive').getByRole('button', { name: 'Back' }).click()
    await hub.getByRole('button', { name: 'Send' }).click()
    const send = dialog(page, 'Send')
    await send.getByRole('button', { name: 'Review send' }).waitFor(wait)
    await send.getByLabel('Amount', { exact: true }).fill('0.0001')
    await send
      .getByLabel('To', { exact: true })
      .fill('bcrt1q4eazlyjcynp5xpftqzqe20gjcynp3un3aqr5lc')
    await send.getByRole('button', { name: 'Review send' }).click()
    await dialog(page, 'Review send')
      .getByRole('button', { name: 'Send', exact: true })
      .waitFor(wait)
    await scan('the Bitcoin send review')
    expect(report()).toBe('')
    await page.context().close()
  }, 240_000)

  it('has no violation in RegisterAccountName and its success: a problem, a taken name, suggestions', async () => {
    const page = await openExample(e2e.browser, e2e.session, { autoApprove: false, account: 5 })
    const { scan, report } = scanner(page)
    await connectSandboxWallet(page)
    await accountButton(page).click()
    await dialog(page, 'Account').getByRole('button', { name: 'Choose a name' }).click()
    const form = dialog(page, 'Choose Name')
    const field = form.getByRole('textbox', { name: 'Name' })
    await field.fill('ab')
    await form.getByText('Use at least 4 characters.').waitFor(wait)
    await scan('RegisterAccountName, too short')
    await field.fill('sandbox-friend')
    await form.getByText(/^sandbox-friend\.reown\.id is taken/).waitFor(wait)
    await form.getByRole('button', { name: 'sandbox-friend1.reown.id' }).waitFor(wait)
    await scan('RegisterAccountName, taken, with suggestions')
    await field.fill('access-five')
    await form.getByText('access-five.reown.id is available').waitFor(wait)
    await form.getByRole('button', { name: 'Register name' }).click()
    await approvePrompt(page, { timeoutMs: 30_000 })
    await dialog(page, 'Name Registered')
      .getByRole('heading', { name: 'access-five.reown.id is yours' })
      .waitFor(wait)
    await scan('RegisterAccountNameSuccess')
    expect(report()).toBe('')
  }, 240_000)

  it('has no violation in Buy: the form with a limit error, the quotes, and the checkout wait', async () => {
    const page = await openExample(e2e.browser, e2e.session, { autoApprove: false })
    const { scan, report } = scanner(page)
    await connectSandboxWallet(page)
    await accountButton(page).click()
    await dialog(page, 'Account').getByRole('button', { name: 'Buy', exact: true }).click()
    const buy = dialog(page, 'Buy crypto')
    const amount = buy.getByRole('textbox', { name: /^Amount in / })
    await amount.fill('5')
    await buy.getByRole('alert').filter({ hasText: 'The minimum is 10 USD.' }).waitFor(wait)
    await scan('Buy, with a limit error')
    await amount.fill('100')
    await buy
      .getByText(/^You get /)
      .first()
      .waitFor(wait)
    await expect
      .poll(() => buy.getByRole('radio', { name: /Loopback Ramp/ }).isEnabled(), wait)
      .toBe(true)
    await scan('Buy, quoted')
    const opened = page.waitForEvent('popup', wait)
    await buy.getByRole('button', { name: /^Continue with / }).click()
    await (await opened).waitForURL(/\/checkout\//, wait)
    await buy.getByRole('button', { name: 'Back', exact: true }).last().waitFor(wait)
    await scan('Buy, waiting for the checkout')
    expect(report()).toBe('')
  }, 240_000)

  it('has no violation in the network and sign-in views: Networks, SwitchNetwork, SwitchActiveChain, SIWXSignMessage and UnsupportedChain', async () => {
    // The wallet knows only the first chain: switching to the second asks it to add that one,
    // and SwitchNetwork waits on that prompt.
    const page = await openExample(e2e.browser, e2e.session, {
      autoApprove: false,
      solana: true,
      chainIds: [31337],
    })
    const { scan, report } = scanner(page)
    await connectSandboxWallet(page)
    await page.getByRole('button', { name: 'Network: Localhost', exact: true }).click()
    const networks = dialog(page, 'Choose Network')
    await networks.getByRole('button', { name: /Localhost 31338/ }).waitFor(wait)
    await scan('Networks')
    await networks.getByRole('button', { name: /Localhost 31338/ }).click()
    await walletAsks(page)
    await dialog(page, 'Localhost 31338').waitFor(wait)
    await scan('SwitchNetwork, waiting for the wallet')
    await approvePrompt(page)
    await expect.poll(() => page.getByTestId('network').textContent(), wait).toBe('Localhost 31338')
    await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)

    await page.getByRole('button', { name: 'Network: Localhost 31338', exact: true }).click()
    await networks.getByRole('button', { name: /Solana Localnet/ }).click()
    const activeChain = dialog(page, 'Switch to Solana Localnet')
    await activeChain.getByRole('button', { name: 'Connect Sandbox Wallet' }).waitFor(wait)
    await scan('SwitchActiveChain')
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)

    await page.getByRole('button', { name: 'Sign in with your wallet' }).click()
    await dialog(page, 'Sign In').getByRole('button', { name: 'Sign', exact: true }).waitFor(wait)
    await scan('SIWXSignMessage')
    await dialog(page, 'Sign In').getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)

    await walletMovesToUnlistedChain(page)
    await dialog(page, 'Switch Network').getByRole('button').first().waitFor(wait)
    await scan('UnsupportedChain')
    expect(report()).toBe('')
  }, 240_000)

  it('has no violation on the email path: the email errors, EmailLogin, the email account, UpdateEmailWallet, ApproveTransaction, the snackbar and a toast', async () => {
    const email = 'axe@example.com'
    const site = secureSiteOf(e2e.session)
    const page = await openExample(e2e.browser, e2e.session, {})
    const { scan, report } = scanner(page)
    const connect = await openConnect(page)
    await askForCode(page, 'axe@')
    await connect
      .getByRole('alert')
      .filter({ hasText: 'Enter a valid email address' })
      .waitFor(wait)
    await scan('Connect, with an email error')

    const mailed = site.mail.length
    await askForCode(page, email)
    const confirm = dialog(page, 'Confirm Email')
    await confirm.getByText(`We sent a 6-digit code to ${email}`).waitFor(wait)
    await scan('EmailLogin')
    const code = await codeMailedTo(site, email, mailed)
    const field = confirm.getByRole('textbox', { name: 'Code from your email' })
    await field.fill(code === '000000' ? '111111' : '000000')
    await confirm.getByRole('alert').filter({ hasText: 'Invalid code' }).waitFor(wait)
    await scan('EmailLogin, with a wrong code')
    await field.fill(code)
    await expect.poll(() => page.getByTestId('status').textContent(), wait).toBe('connected')
    await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)

    await accountButton(page).click()
    const hub = dialog(page, 'Account')
    await hub.getByText(email, { exact: true }).waitFor(wait)
    await scan('Account of an email wallet')
    await hub.getByRole('button', { name: 'Change email' }).click()
    const edit = dialog(page, 'Edit Email')
    await edit.getByRole('textbox', { name: 'New email' }).waitFor(wait)
    await scan('UpdateEmailWallet')
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)

    await page.getByRole('button', { name: 'Sign message' }).click()
    const approval = page.frameLocator('iframe[title="Secure login"]')
    await approval.getByRole('heading', { name: 'Approve request' }).waitFor(wait)
    await dialog(page, 'Sign Message').waitFor(wait)
    await scan('ApproveTransaction, the secure frame over it')
    await approval.getByRole('button', { name: 'Reject' }).click()
    await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)

    await page.getByRole('button', { name: /Try eth_sign/ }).click()
    const refused = dialog(page, 'Approve Transaction')
    await expect
      .poll(() => refused.getByText('Action not allowed', { exact: true }).count(), wait)
      .toBe(2)
    await scan('ApproveTransaction refused, with its snackbar')
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)

    // The secure site forgot the login: the kit says so in an error toast that stays.
    await page.context().clearCookies({ domain: new URL(site.origin).hostname })
    await page.reload()
    await page.getByText('Session Expired', { exact: true }).waitFor(wait)
    await connectButton(page).waitFor(wait)
    await scan('an error toast (Session Expired)')
    expect(report()).toBe('')
  }, 240_000)

  it('has no violation on the social path: the row, All socials, a failed social login, Farcaster, and the smart-account switch', async () => {
    const page = await openExample(e2e.browser, e2e.session, {})
    const { scan, report } = scanner(page)
    const connect = await openConnect(page)
    await connect.getByRole('button', { name: 'Continue with Google' }).waitFor(wait)
    await scan('Connect, with the social row')
    await connect.getByRole('button', { name: 'More' }).click()
    const all = dialog(page, 'All socials')
    await all.getByRole('button', { name: /GitHub/ }).waitFor(wait)
    await scan('AllSocials')

    const [popup] = await Promise.all([
      page.waitForEvent('popup', wait),
      all.getByRole('button', { name: /GitHub/ }).click(),
    ])
    const social = dialog(page, 'Social login')
    await social.getByText('Continue in the popup window').first().waitFor(wait)
    await scan('ConnectingSocial, waiting for the popup')
    await popup.getByRole('button', { name: 'Deny' }).click()
    await social.getByRole('alert').waitFor(wait)
    await scan('ConnectingSocial, denied')
    await social.getByRole('button', { name: 'Back' }).click()
    await social
      .getByRole('button', { name: 'Back' })
      .click()
      .catch(() => undefined)

    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)
    await (await openConnect(page)).getByRole('button', { name: 'Continue with Farcaster' }).click()
    const farcaster = dialog(page, 'Sign in with Farcaster')
    await farcaster.getByTestId('farcaster-uri').waitFor(wait)
    await scan('ConnectingFarcaster')
    const uri = (await farcaster.getByTestId('farcaster-uri').getAttribute('data-uri')) ?? ''
    const phone = await page.context().newPage()
    await phone.goto(uri)
    await phone.getByRole('button', { name: 'Allow' }).click()
    await expect.poll(() => page.getByTestId('status').textContent(), wait).toBe('connected')

    await accountButton(page).click()
    const hub = dialog(page, 'Account')
    await hub.getByRole('button', { name: 'Switch to your EOA' }).waitFor(wait)
    await scan('Account of a smart account, with the switch')
    expect(report()).toBe('')
  }, 240_000)
})
