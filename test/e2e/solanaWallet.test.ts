import { createPublicKey, verify } from 'node:crypto'
import { PublicKey } from '@solana/web3.js'
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  chooseNetwork,
  openExample,
  setupE2eSession,
  shownSolBalance,
  uncaughtErrors,
} from './exampleSession.js'

// The Solana browser-wallet path end to end: the example app served by `appkit dev` on the
// sandbox (anvil chains and the local Solana validator), the Sandbox Wallet injected with its
// EVM and Solana sides as a multi-chain extension would be, driven in real Chromium.
const e2e = setupE2eSession()
const wait = { timeout: 15_000 }

const text = (page: Page, id: string) => page.getByTestId(id).textContent()
const solanaAccount = () => e2e.session.sandbox.solana?.accounts[0]?.address ?? ''
const evmAccount = () => e2e.session.sandbox.chains[0]?.accounts[0]?.address ?? ''
const accountButton = (page: Page) => page.getByRole('button', { name: /, account / })

/** Opens Connect and picks the Sandbox Wallet. */
async function connectSandboxWallet(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Sandbox Wallet/ })
    .first()
    .click()
}

/** Waits for the status line, then for the modal to close. */
async function connectedOn(page: Page, network: string): Promise<void> {
  await expect.poll(() => text(page, 'status'), wait).toBe('connected')
  await expect.poll(() => text(page, 'network'), wait).toBe(network)
  await expect.poll(() => page.getByRole('dialog').count(), wait).toBe(0)
}

describe('the Solana browser-wallet path in Chromium', () => {
  it('connects the Sandbox Wallet on Solana Localnet and shows the exact SOL balance of dev account 0', async () => {
    const page = await openExample(e2e.browser, e2e.session, { solana: true })
    await chooseNetwork(page, 'Localhost', /Solana Localnet/)
    await expect.poll(() => text(page, 'network'), wait).toBe('Solana Localnet')
    await connectSandboxWallet(page)
    await connectedOn(page, 'Solana Localnet')
    const address = solanaAccount()
    expect(await text(page, 'address')).toBe(address)
    const balance = await shownSolBalance(e2e.session, address)
    await expect.poll(() => accountButton(page).textContent(), wait).toContain(balance)
    expect(await accountButton(page).textContent()).toContain(
      `${address.slice(0, 4)}...${address.slice(-6)}`,
    )
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })

  it('connects EVM first, then Solana through SwitchActiveChain; both stay connected, across a reload too', async () => {
    const page = await openExample(e2e.browser, e2e.session, { solana: true })
    await connectSandboxWallet(page)
    await connectedOn(page, 'Localhost')
    expect(await text(page, 'address')).toBe(evmAccount())

    await chooseNetwork(page, 'Localhost', /Solana Localnet/)
    const dialog = page.getByRole('dialog', { name: 'Switch to Solana Localnet' })
    await dialog.getByRole('button', { name: 'Choose another wallet' }).waitFor(wait)
    // Nothing moved yet: the EVM side is still what the app shows.
    expect(await text(page, 'address')).toBe(evmAccount())
    await dialog.getByRole('button', { name: 'Connect Sandbox Wallet' }).click()
    await connectedOn(page, 'Solana Localnet')
    expect(await text(page, 'address')).toBe(solanaAccount())

    // Both namespaces are connected: back to Localhost needs no SwitchActiveChain.
    await chooseNetwork(page, 'Solana Localnet', /^Localhost$/)
    await connectedOn(page, 'Localhost')
    expect(await text(page, 'address')).toBe(evmAccount())
    await chooseNetwork(page, 'Localhost', /Solana Localnet/)
    await connectedOn(page, 'Solana Localnet')
    expect(await text(page, 'address')).toBe(solanaAccount())

    // A reload restores both, on the namespace the user was on.
    await page.reload()
    await connectedOn(page, 'Solana Localnet')
    expect(await text(page, 'address')).toBe(solanaAccount())
    await chooseNetwork(page, 'Solana Localnet', /^Localhost$/)
    await connectedOn(page, 'Localhost')
    expect(await text(page, 'address')).toBe(evmAccount())
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })

  it('restores the Solana connection on Solana Localnet after a reload on an EVM network, asking no other cluster', async () => {
    const page = await openExample(e2e.browser, e2e.session, { solana: true })
    await connectSandboxWallet(page)
    await connectedOn(page, 'Localhost')
    await chooseNetwork(page, 'Localhost', /Solana Localnet/)
    const dialog = page.getByRole('dialog', { name: 'Switch to Solana Localnet' })
    await dialog.getByRole('button', { name: 'Connect Sandbox Wallet' }).click()
    await connectedOn(page, 'Solana Localnet')
    await chooseNetwork(page, 'Solana Localnet', /^Localhost$/)
    await connectedOn(page, 'Localhost')

    // Every host the page asks after the reload: the sandbox's are all on 127.0.0.1 or localhost.
    const hosts = new Set<string>()
    page.on('request', (request) => hosts.add(new URL(request.url()).hostname))
    await page.reload()
    await connectedOn(page, 'Localhost')
    // The Solana side is restored in the background and reads its balance: both are done once
    // the Solana network is picked without a wallet prompt and shows the balance.
    await chooseNetwork(page, 'Localhost', /Solana Localnet/)
    await connectedOn(page, 'Solana Localnet')
    const balance = await shownSolBalance(e2e.session, solanaAccount())
    await expect.poll(() => accountButton(page).textContent(), wait).toContain(balance)
    expect([...hosts].filter((host) => !['127.0.0.1', 'localhost'].includes(host))).toEqual([])
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })

  it("signs the example's message with Solana: the ed25519 signature verifies for dev account 0", async () => {
    const page = await openExample(e2e.browser, e2e.session, { solana: true })
    await chooseNetwork(page, 'Localhost', /Solana Localnet/)
    await connectSandboxWallet(page)
    await connectedOn(page, 'Solana Localnet')
    await page.getByRole('button', { name: 'Sign message with Solana' }).click()
    const output = page.getByTestId('solana-signature')
    await output.waitFor(wait)
    const message = (await output.getAttribute('data-message')) ?? ''
    expect(message).toBe('Hello from the appkit example')
    const signature = Buffer.from((await output.textContent()) ?? '', 'hex')
    expect(signature).toHaveLength(64)
    const publicKey = new PublicKey(solanaAccount()).toBytes()
    expect(verify(null, Buffer.from(message), ed25519Key(publicKey), signature)).toBe(true)
    expect(verify(null, Buffer.from(`${message}!`), ed25519Key(publicKey), signature)).toBe(false)
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })

  it('shows "Connection rejected" and connects nothing when the user rejects the Solana connection', async () => {
    const page = await openExample(e2e.browser, e2e.session, { solana: true, autoApprove: false })
    await chooseNetwork(page, 'Localhost', /Solana Localnet/)
    await connectSandboxWallet(page)
    await expect.poll(() => walletControl(page, 'pending'), wait).toBe(true)
    expect(await walletControl(page, 'reject')).toBe(true)
    const dialog = page.getByRole('dialog', { name: /Sandbox Wallet|Connecting/ })
    await dialog.getByText('Connection rejected').waitFor(wait)
    await dialog.getByRole('button', { name: 'Try again' }).waitFor(wait)
    expect(await text(page, 'status')).toBe('disconnected')
    expect(await text(page, 'network')).toBe('Solana Localnet')
    // Nothing is connected on the other namespace either.
    await page.keyboard.press('Escape')
    await chooseNetwork(page, 'Solana Localnet', /^Localhost$/)
    await expect.poll(() => text(page, 'network'), wait).toBe('Localhost')
    expect(await text(page, 'status')).toBe('disconnected')
    await page.getByRole('button', { name: 'Connect', exact: true }).waitFor(wait)
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })

  it('pairs WalletConnect once and fills both accounts: eip155 and solana from one session', async () => {
    const page = await openExample(e2e.browser, e2e.session)
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: /WalletConnect/ })
      .click()
    await page.getByRole('img', { name: 'WalletConnect QR code' }).waitFor(wait)
    const uri = (await page.getByTestId('wc-uri').getAttribute('data-uri')) ?? ''
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    const wallet = await e2e.startWallet({
      autoApprove: true,
      solanaRpcUrl: e2e.session.sandbox.solana?.rpcUrl,
    })
    await wallet.pair(uri)
    await connectedOn(page, 'Localhost')
    expect(await text(page, 'address')).toBe(wallet.address)
    const [session] = wallet.sessions()
    expect(Object.keys(session?.namespaces ?? {}).sort()).toEqual(['eip155', 'solana'])

    // The session holds Solana too: the switch needs no SwitchActiveChain.
    await chooseNetwork(page, 'Localhost', /Solana Localnet/)
    await connectedOn(page, 'Solana Localnet')
    expect(await text(page, 'address')).toBe(wallet.solanaAddress)
    await chooseNetwork(page, 'Solana Localnet', /^Localhost$/)
    await connectedOn(page, 'Localhost')
    expect(await text(page, 'address')).toBe(wallet.address)
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })

  for (const theme of ['dark', 'light'] as const) {
    it(`renders the multi-chain Connect list, SwitchActiveChain and the Solana Account view (${theme})`, async () => {
      const page = await openExample(e2e.browser, e2e.session, { solana: true }, (context) =>
        theme === 'light' ? lightTheme(context) : Promise.resolve(),
      )
      const shot = (name: string) =>
        page.screenshot({
          path: `test-results/solana-${name}-${theme}.png`,
          animations: 'disabled',
        })
      await page.getByRole('button', { name: 'Connect', exact: true }).click()
      const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
      await connect
        .getByRole('button', { name: /Sandbox Wallet/ })
        .first()
        .waitFor(wait)
      // One wallet with an EVM and a Solana side is listed once.
      expect(await connect.getByRole('button', { name: /Sandbox Wallet/ }).count()).toBe(1)
      await shot('connect')
      await connect.getByRole('button', { name: /Sandbox Wallet/ }).click()
      await connectedOn(page, 'Localhost')

      await chooseNetwork(page, 'Localhost', /Solana Localnet/)
      const dialog = page.getByRole('dialog', { name: 'Switch to Solana Localnet' })
      await dialog.getByRole('button', { name: 'Connect Sandbox Wallet' }).waitFor(wait)
      await shot('switch-active-chain')
      await dialog.getByRole('button', { name: 'Connect Sandbox Wallet' }).click()
      await connectedOn(page, 'Solana Localnet')

      await expect.poll(() => accountButton(page).textContent(), wait).toContain('SOL')
      await accountButton(page).click()
      await page.getByRole('dialog', { name: 'Account' }).getByText('Disconnect').waitFor(wait)
      await shot('account')
      expect(uncaughtErrors(page)).toEqual([])
      await page.context().close()
    })
  }
})

/** The DER (SPKI) form node:crypto takes of a raw 32-byte ed25519 public key. */
function ed25519Key(raw: Uint8Array) {
  const prefix = Buffer.from('302a300506032b6570032100', 'hex')
  return createPublicKey({ key: Buffer.concat([prefix, raw]), format: 'der', type: 'spki' })
}

/**
 * Serves the example with the modal's light theme: the example has no theme switch and the kit
 * does not follow the system's colour scheme, so the app bundle's `themeMode` is rewritten.
 */
async function lightTheme(context: BrowserContext): Promise<void> {
  await context.route('**/__app/main.js', async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    const dark = /themeMode: "dark"/g
    if (body.match(dark)?.length !== 1) throw new Error('the bundle sets themeMode once')
    await route.fulfill({ response, body: body.replace(dark, 'themeMode: "light"') })
  })
}

/** Calls `window.__appkitSandboxWalletControl[name]()` in the page. */
function walletControl(page: Page, name: 'pending' | 'reject' | 'approve'): Promise<boolean> {
  return page.evaluate((name) => {
    const control = (window as unknown as { __appkitSandboxWalletControl: object })
      .__appkitSandboxWalletControl as Record<string, () => boolean>
    return control[name]?.() ?? false
  }, name)
}
