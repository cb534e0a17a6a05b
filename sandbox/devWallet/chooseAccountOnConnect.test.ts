import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../scripts/chromium.mjs'
import { buildDevWalletScript } from './buildDevWallet.js'
import type { DevWalletOptions } from './DevWalletOptions.js'

// Anvil's dev keys 0, 2 and 3 (test data only), held as `appkit dev` holds them.
const keys: Hex[] = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
]
const addresses = keys.map((key) => privateKeyToAccount(key).address)
const labels = ['Dev account 0', 'Dev account 2', 'Dev account 3']
// Bounds on every wait in the page: a prompt that never shows fails the test, it does not hang.
const waitMs = 10_000

let server: Server
let pageUrl: string
let browser: Browser
const contexts: BrowserContext[] = []

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end('<!doctype html><html><head><title>dapp</title></head><body>dapp</body></html>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  pageUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  browser = await launchChromium()
})
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()))
})
afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
})

/** A fresh page (own storage) with a dev wallet holding the three keys. */
async function openDapp(options: Partial<DevWalletOptions> = {}): Promise<Page> {
  const context = await browser.newContext()
  contexts.push(context)
  const [privateKey = '0x', ...morePrivateKeys] = keys
  await context.addInitScript(
    await buildDevWalletScript({
      privateKey,
      morePrivateKeys,
      // Connecting and signing never reach the chain: no node is needed behind this URL.
      chains: { 31337: 'http://127.0.0.1:9' },
      chooseAccountOnConnect: true,
      accountLabels: labels,
      ...options,
    }),
  )
  const page = await context.newPage()
  await page.goto(pageUrl)
  return page
}

/** One request to the wallet found over EIP-6963, as a dapp sends it; errors come back as data. */
function request(page: Page, method: string, params?: unknown) {
  return page.evaluate(
    async ([method, params]) => {
      const provider = await new Promise<{ request(args: unknown): Promise<unknown> }>(
        (resolve) => {
          window.addEventListener(
            'eip6963:announceProvider',
            (event) => resolve((event as CustomEvent).detail.provider),
            { once: true },
          )
          window.dispatchEvent(new Event('eip6963:requestProvider'))
        },
      )
      try {
        return { result: await provider.request({ method, params }) }
      } catch (error) {
        const { code, message } = error as { code: number; message: string }
        return { code, message }
      }
    },
    [method, params] as const,
  )
}

const connectPrompt = (page: Page) => page.getByRole('dialog', { name: 'Connect to this site?' })

describe('the dev wallet with chooseAccountOnConnect', () => {
  it('lists its accounts in the connect prompt and connects the one chosen', async () => {
    const page = await openDapp({ autoApprove: false })
    const connecting = request(page, 'eth_requestAccounts')
    const prompt = connectPrompt(page)
    const radios = prompt.getByRole('radio')
    await radios.first().waitFor({ timeout: waitMs })
    const shown = await radios.evaluateAll((inputs) =>
      inputs.map((input) => [
        input.parentElement?.textContent,
        (input as HTMLInputElement).checked,
      ]),
    )
    expect(shown).toEqual(
      addresses.map((address, index) => [
        `${address.slice(0, 6)}…${address.slice(-4)} · ${labels[index]}`,
        index === 0,
      ]),
    )
    await prompt.getByRole('radio', { name: /Dev account 3/ }).check({ timeout: waitMs })
    await prompt.getByRole('button', { name: 'Approve' }).click({ timeout: waitMs })
    expect(await connecting).toEqual({ result: [addresses[2]] })
    expect(await request(page, 'eth_accounts')).toEqual({ result: [addresses[2]] })

    // It signs as the chosen account, and refuses to sign as the one it did not connect.
    const signing = request(page, 'personal_sign', ['0x6869', addresses[2]])
    await page
      .getByRole('dialog', { name: 'Sign this message?' })
      .getByRole('button', { name: 'Approve' })
      .click({ timeout: waitMs })
    const signature = (await signing).result as Hex
    expect(await verifyMessage({ address: addresses[2] ?? '0x', message: 'hi', signature })).toBe(
      true,
    )
    expect(await request(page, 'personal_sign', ['0x6869', addresses[0]])).toMatchObject({
      code: 4100,
    })
  })

  it('remembers the chosen account across a reload, until the site is disconnected', async () => {
    const page = await openDapp({ autoApprove: false })
    const connecting = request(page, 'eth_requestAccounts')
    await connectPrompt(page)
      .getByRole('radio', { name: /Dev account 2/ })
      .check({ timeout: waitMs })
    await connectPrompt(page).getByRole('button', { name: 'Approve' }).click({ timeout: waitMs })
    expect(await connecting).toEqual({ result: [addresses[1]] })
    await page.reload()
    expect(await request(page, 'eth_accounts')).toEqual({ result: [addresses[1]] })

    await request(page, 'wallet_revokePermissions', [{ eth_accounts: {} }])
    const again = request(page, 'eth_requestAccounts')
    // The account last connected is the one checked when asked again.
    const checked = connectPrompt(page).getByRole('radio', { checked: true })
    await checked.waitFor({ timeout: waitMs })
    expect(await checked.getAttribute('value')).toBe('1')
    await connectPrompt(page)
      .getByRole('radio', { name: /Dev account 0/ })
      .check({ timeout: waitMs })
    await connectPrompt(page).getByRole('button', { name: 'Approve' }).click({ timeout: waitMs })
    expect(await again).toEqual({ result: [addresses[0]] })
  })

  it('keeps the choice readable on a dark page (dark text on the light prompt)', async () => {
    const page = await openDapp({ autoApprove: false })
    await page.evaluate(() => {
      document.documentElement.style.cssText = 'color-scheme: dark; background: #111; color: #eee'
    })
    const connecting = request(page, 'eth_requestAccounts')
    const radio = connectPrompt(page).getByRole('radio').first()
    await radio.waitFor({ timeout: waitMs })
    const colors = await connectPrompt(page).evaluate((dialog) => {
      const root = dialog.getRootNode() as ShadowRoot
      return [...root.querySelectorAll('legend, label')].map((element) => [
        getComputedStyle(element).color,
        getComputedStyle(dialog).backgroundColor,
      ])
    })
    expect(colors.length).toBe(addresses.length + 1)
    for (const [color, background] of colors) {
      expect(color).toBe('rgb(17, 17, 17)')
      expect(background).toBe('rgb(255, 255, 255)')
    }
    await connectPrompt(page).getByRole('button', { name: 'Reject' }).click({ timeout: waitMs })
    expect(await connecting).toMatchObject({ code: 4001 })
  })

  it("answers 4001 on 'Reject' and connects nothing", async () => {
    const page = await openDapp({ autoApprove: false })
    const connecting = request(page, 'eth_requestAccounts')
    await connectPrompt(page)
      .getByRole('radio', { name: /Dev account 3/ })
      .check({ timeout: waitMs })
    await connectPrompt(page).getByRole('button', { name: 'Reject' }).click({ timeout: waitMs })
    expect(await connecting).toMatchObject({ code: 4001 })
    expect(await request(page, 'eth_accounts')).toEqual({ result: [] })
  })

  it('with autoApprove, connects the active account without asking', async () => {
    const page = await openDapp({ autoApprove: true })
    await page.evaluate(() =>
      (
        window as unknown as { __appkitSandboxWalletControl: { switchAccount(i: number): string } }
      ).__appkitSandboxWalletControl.switchAccount(2),
    )
    expect(await request(page, 'eth_requestAccounts')).toEqual({ result: [addresses[2]] })
    expect(await page.locator('[data-sandbox-wallet-prompt]').count()).toBe(0)
  })

  it('is off by default: the prompt offers no choice and the first account connects', async () => {
    const page = await openDapp({ autoApprove: false, chooseAccountOnConnect: undefined })
    const connecting = request(page, 'eth_requestAccounts')
    const prompt = connectPrompt(page)
    await prompt.getByRole('button', { name: 'Approve' }).waitFor({ timeout: waitMs })
    expect(await prompt.getByRole('radio').count()).toBe(0)
    await prompt.getByRole('button', { name: 'Approve' }).click({ timeout: waitMs })
    expect(await connecting).toEqual({ result: [addresses[0]] })
  })
})
