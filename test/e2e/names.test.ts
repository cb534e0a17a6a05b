import type { Locator, Page } from 'playwright-core'
import { createPublicClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { nameCoinType, nameZone, registrationMessage } from '../../runtime/core/names/nameRules.js'
import { approvePrompt, rejectPrompt, signedByWallet } from '../../testing/walletHelpers.js'
import { openExample, setupE2eSession, uncaughtErrors, type WalletSetup } from './exampleSession.js'

// Names and identity end to end: the example app on the sandbox, whose stand-in Blockchain API
// serves identities for dev accounts 0 and 1 and keeps a name registry that checks every
// registration's signature. Each test uses dev accounts of its own: the registry lives as long
// as the file's sandbox.
const e2e = setupE2eSession()
const wait = { timeout: 30_000 }

const devAccount = (index: number) => {
  const account = e2e.session.sandbox.chains[0]?.accounts[index]
  if (!account) throw new Error(`no dev account ${index}`)
  return account
}
const short = (address: string) => `${address.slice(0, 4)}...${address.slice(-6)}`
const accountButton = (page: Page) => page.getByRole('button', { name: /, account 0x/ })

async function connected(wallet: WalletSetup = {}): Promise<Page> {
  const page = await openExample(e2e.browser, e2e.session, wallet)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Sandbox Wallet/ })
    .first()
    .click()
  if (wallet.autoApprove === false) await approvePrompt(page, { timeoutMs: 30_000 })
  await expect.poll(() => page.getByTestId('status').textContent(), wait).toBe('connected')
  await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)
  return page
}

async function openHub(page: Page): Promise<Locator> {
  await accountButton(page).click()
  const hub = page.getByRole('dialog', { name: 'Account' })
  await hub.getByRole('tablist', { name: 'Assets' }).waitFor(wait)
  return hub
}

/** RegisterAccountName from the hub's 'Choose a name', with `label` typed and found available. */
async function chooseName(page: Page, label: string): Promise<Locator> {
  const hub = await openHub(page)
  await hub.getByRole('button', { name: 'Choose a name' }).click()
  const dialog = page.getByRole('dialog', { name: 'Choose Name' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill(label)
  await dialog.getByText(`${label}.${nameZone} is available`).waitFor(wait)
  return dialog
}

/** Whether the picture has loaded as an image (a broken or blocked one has no natural width). */
const loadedImage = (image: Locator) =>
  image.evaluate(
    (node) => (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth > 0,
  )

describe('names and identity in Chromium, on the sandbox', () => {
  it("shows the dev account's name and avatar in the account button and the hub's header", async () => {
    const page = await connected()
    const { address } = devAccount(0)
    const button = page.getByRole('button', {
      name: new RegExp(`sandbox-dev\\.eth, account ${address}`),
    })
    await button.waitFor(wait)
    const avatar = button.locator('.ak-trigger-avatar > img')
    expect(await avatar.getAttribute('src')).toMatch(/\/assets\/avatar-0\.svg$/)
    await expect.poll(() => loadedImage(avatar), wait).toBe(true)
    await page.screenshot({ path: 'test-results/names-button.png', animations: 'disabled' })

    const hub = await openHub(page)
    const header = hub.getByText('sandbox-dev.eth', { exact: true })
    await header.waitFor(wait)
    expect(await header.getAttribute('title')).toBe(address)
    // An account with a name is not offered another.
    expect(await hub.getByRole('button', { name: 'Choose a name' }).count()).toBe(0)
    await page.screenshot({ path: 'test-results/names-hub.png', animations: 'disabled' })
    expect(uncaughtErrors(page)).toEqual([])
  }, 120_000)

  it('registers a new name: the stand-in checks the signature, the name shows at once and after a reload', async () => {
    const page = await connected({ account: 5 })
    const { address } = devAccount(5)
    const label = 'five-e2e'
    const name = `${label}.${nameZone}`
    const dialog = await chooseName(page, label)
    await page.screenshot({ path: 'test-results/names-register.png', animations: 'disabled' })
    await dialog.getByRole('button', { name: 'Register name' }).click()
    const success = page.getByRole('dialog', { name: 'Name Registered' })
    await success.getByRole('heading', { name: `${name} is yours` }).waitFor(wait)
    await page.screenshot({ path: 'test-results/names-success.png', animations: 'disabled' })

    // What the wallet signed names the name, the address and the coin type; the registry has it.
    const [signed] = await signedByWallet(page)
    expect(signed?.method).toBe('personal_sign')
    const message = JSON.parse(signed?.payload ?? '{}') as Record<string, unknown>
    expect(message).toMatchObject({ name, address, coinType: nameCoinType(31337) })
    expect(e2e.session.sandbox.names?.lookup(name)?.addresses['60']?.address).toBe(address)

    await success.getByRole('button', { name: 'Back to account' }).click()
    const hub = page.getByRole('dialog', { name: 'Account' })
    await hub.getByText(name, { exact: true }).waitFor(wait)
    await page.keyboard.press('Escape')
    await page
      .getByRole('button', { name: new RegExp(`${name.replace(/\./g, '\\.')}, account`) })
      .waitFor(wait)

    await page.reload()
    await page
      .getByRole('button', {
        name: new RegExp(`${name.replace(/\./g, '\\.')}, account ${address}`),
      })
      .waitFor(wait)
    expect(uncaughtErrors(page)).toEqual([])
  }, 120_000)

  it('sends to a name: the form shows the address it stands for, the preview repeats both', async () => {
    const page = await connected()
    const friend = devAccount(1).address
    const client = createPublicClient({ transport: http(e2e.session.sandbox.chains[0]?.rpcUrl) })
    const before = await client.getBalance({ address: friend })
    const hub = await openHub(page)
    await hub.getByRole('button', { name: 'Send' }).click()
    const send = page.getByRole('dialog', { name: 'Send' })
    await send.getByRole('button', { name: 'Review send' }).waitFor(wait)
    await send.getByLabel('Amount', { exact: true }).fill('0.01')
    await send.getByLabel('To', { exact: true }).fill('sandbox-friend.reown.id')
    await send.getByText(`sandbox-friend.reown.id is ${friend}`).waitFor(wait)
    await page.screenshot({ path: 'test-results/names-send.png', animations: 'disabled' })
    await send.getByRole('button', { name: 'Review send' }).click()
    const preview = page.getByRole('dialog', { name: 'Review send' })
    await preview.getByText(friend, { exact: true }).waitFor(wait)
    await preview.getByText('sandbox-friend.reown.id', { exact: true }).waitFor(wait)
    await preview.getByRole('button', { name: 'Send', exact: true }).click()
    await expect
      .poll(() => client.getBalance({ address: friend }), wait)
      .toBe(before + parseEther('0.01'))
    expect(uncaughtErrors(page)).toEqual([])
  }, 120_000)

  it('does not show a reverse name that resolves forward to another address', async () => {
    const { address } = devAccount(6)
    const page = await openExample(e2e.browser, e2e.session, { account: 6 })
    // The service's reverse answer claims dev account 1's name for account 6; the forward lookup
    // of that name goes to the stand-in's registry, which says it is account 1's.
    const owner = devAccount(1).address
    await page.route(`**/v1/profile/reverse/${address}**`, (route) =>
      route.fulfill({
        json: [
          {
            name: 'sandbox-friend.reown.id',
            registered: 1,
            updated: 1,
            addresses: { '60': { address: owner } },
            attributes: {},
          },
        ],
      }),
    )
    const asked = page.waitForRequest(`**/v1/profile/account/sandbox-friend.reown.id**`, wait)
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: /Sandbox Wallet/ })
      .first()
      .click()
    await asked
    const hub = await openHub(page)
    // The lookups have answered: the hub offers a name, so it holds none.
    await hub.getByRole('button', { name: 'Choose a name' }).waitFor(wait)
    expect(await hub.getByText('sandbox-friend.reown.id').count()).toBe(0)
    expect(await accountButton(page).getAttribute('aria-label')).toContain(short(address))
    expect(uncaughtErrors(page)).toEqual([])
  }, 120_000)

  it("returns to the form with 'Error registering name' when the signature is declined", async () => {
    const page = await connected({ account: 7, autoApprove: false })
    const dialog = await chooseName(page, 'seven-e2e')
    await dialog.getByRole('button', { name: 'Register name' }).click()
    await dialog.getByText('Sign the message in your wallet').waitFor(wait)
    await rejectPrompt(page, { timeoutMs: 30_000 })
    const error = dialog.getByRole('alert')
    await error.getByText('Error registering name').waitFor(wait)
    expect(await error.textContent()).toContain('The signature was declined in your wallet.')
    await page.screenshot({ path: 'test-results/names-declined.png', animations: 'disabled' })
    expect(await dialog.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('seven-e2e')
    expect(e2e.session.sandbox.names?.lookup(`seven-e2e.${nameZone}`)).toBeUndefined()
    expect(uncaughtErrors(page)).toEqual([])
  }, 120_000)

  it('refuses a taken name before signing, and one taken meanwhile elsewhere at registration', async () => {
    const page = await connected({ account: 4 })
    const hub = await openHub(page)
    await hub.getByRole('button', { name: 'Choose a name' }).click()
    const dialog = page.getByRole('dialog', { name: 'Choose Name' })
    const field = dialog.getByRole('textbox', { name: 'Name' })
    await field.fill('sandbox-friend')
    await dialog.getByText(`sandbox-friend.${nameZone} is taken`, { exact: false }).waitFor(wait)
    const register = dialog.getByRole('button', { name: 'Register name' })
    expect(await register.getAttribute('aria-disabled')).toBe('true')

    // Free when checked, then registered by another account (another tab, another app).
    await field.fill('race-e2e')
    await dialog.getByText(`race-e2e.${nameZone} is available`).waitFor(wait)
    const other = privateKeyToAccount(devAccount(2).privateKey)
    const message = registrationMessage({
      name: `race-e2e.${nameZone}`,
      address: other.address,
      coinType: nameCoinType(31337),
      timestamp: Math.floor(Date.now() / 1000),
    })
    const registry = e2e.session.sandbox.names
    if (!registry) throw new Error('the sandbox keeps no name registry')
    await registry.register({
      coin_type: nameCoinType(31337),
      address: other.address,
      message,
      signature: await other.signMessage({ message }),
    })
    await register.click()
    const error = dialog.getByRole('alert')
    await error.getByText('Error registering name').waitFor(wait)
    expect(await error.textContent()).toContain('Name is already registered')
    expect(registry.lookup(`race-e2e.${nameZone}`)?.addresses['60']?.address).toBe(other.address)
    expect(uncaughtErrors(page)).toEqual([])
  }, 120_000)
})
