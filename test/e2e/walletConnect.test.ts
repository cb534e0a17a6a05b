import type { Page } from 'playwright-core'
import { createPublicClient, type Hex, http, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { chooseNetwork, openExample, setupE2eSession, uncaughtErrors } from './exampleSession.js'

// WalletConnect end to end: the example app served by `appkit dev` on the sandbox, whose relay
// runs on 127.0.0.1, and a wallet-side client (sign-client) in this Node process on that relay,
// signing with the dev key on anvil. The page reads the QR code's URI; the Node wallet pairs.
const e2e = setupE2eSession()

const text = (page: Page, id: string) => page.getByTestId(id).textContent()

/** Opens the modal, picks WalletConnect and returns the URI of the QR code on screen. */
async function showQrCode(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await dialog.getByRole('button', { name: /WalletConnect/ }).click()
  await page.getByRole('img', { name: 'WalletConnect QR code' }).waitFor()
  const uri = await page.getByTestId('wc-uri').getAttribute('data-uri')
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri ?? ''
}

/** Resolves once the page shows `status`, checked on every frame. */
function statusIs(page: Page, status: string, timeout = 10_000) {
  return page.waitForFunction(
    (expected) => document.querySelector('[data-testid="status"]')?.textContent === expected,
    status,
    { timeout, polling: 'raf' },
  )
}

describe('WalletConnect in Chromium', () => {
  it('pairs through the QR code, signs, sends, switches, survives a reload, and follows a wallet-side disconnect', async () => {
    const page = await openExample(e2e.browser, e2e.session)
    const wallet = await e2e.startWallet()
    await wallet.pair(await showQrCode(page))
    const proposal = await wallet.nextProposal()
    await wallet.approve(proposal)
    // How fast the account follows the approval is the benchmark's to measure (npm run bench).
    await statusIs(page, 'connected')
    expect(await text(page, 'address')).toBe(wallet.address)
    expect(await text(page, 'network')).toBe('Localhost')
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 10_000 }).toBe(0)

    await page.getByRole('button', { name: 'Sign message' }).click()
    const signed = page.getByTestId('signature')
    await signed.waitFor()
    const message = (await signed.getAttribute('data-message')) ?? ''
    const signature = (await signed.textContent()) as Hex
    expect(await verifyMessage({ address: wallet.address, message, signature })).toBe(true)

    await page.getByRole('button', { name: 'Send 0.001 ETH to self' }).click()
    await page.getByTestId('tx-hash').waitFor()
    const hash = (await text(page, 'tx-hash')) as Hex
    const chain = e2e.session.sandbox.chains[0]
    const client = createPublicClient({ transport: http(chain?.rpcUrl), cacheTime: 0 })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt).toMatchObject({ status: 'success', from: wallet.address.toLowerCase() })
    expect(wallet.requests.map((request) => request.method)).toEqual([
      'personal_sign',
      'eth_sendTransaction',
    ])

    // Both local chains are in the session: the switch needs no prompt, and sticks on reload.
    await chooseNetwork(page, 'Localhost', /Localhost 31338/)
    await expect.poll(() => text(page, 'network'), { timeout: 10_000 }).toBe('Localhost 31338')

    await page.reload()
    await statusIs(page, 'connected')
    expect(await text(page, 'address')).toBe(wallet.address)
    expect(await text(page, 'network')).toBe('Localhost 31338')

    // The session lives in the kit's own database; nothing else of the page's storage is used.
    const stored = await page.evaluate(async () => ({
      databases: (await indexedDB.databases()).map((database) => database.name),
      keys: Object.keys(localStorage),
    }))
    expect(stored.databases).toEqual(['@appkit/walletconnect'])
    expect(stored.keys.length).toBeGreaterThan(0)
    for (const key of stored.keys) expect(key).toMatch(/^@appkit\//)

    await wallet.disconnect()
    await statusIs(page, 'disconnected')
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })

  it("never lets the WalletConnect SDK navigate the page: the host's WALLETCONNECT_DEEPLINK_CHOICE is ignored, the kit opens only its own validated choice", async () => {
    const page = await openExample(e2e.browser, e2e.session, {}, (context) =>
      context.addInitScript(() => {
        const opened: string[] = []
        const open = window.open.bind(window)
        // Every storage key outside the kit's prefix that anything touches from here on.
        const foreign: string[] = []
        for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
          const original = Storage.prototype[method] as (...args: string[]) => unknown
          Storage.prototype[method] = function (this: Storage, ...args: string[]) {
            const key = String(args[0])
            if (!key.startsWith('@appkit/')) foreign.push(`${method} ${key}`)
            return original.apply(this, args)
          } as never
        }
        Object.assign(window, { __opened: opened, __foreign: foreign })
        // What any script of the host (or an XSS elsewhere on the origin) can leave in storage.
        localStorage.setItem(
          'WALLETCONNECT_DEEPLINK_CHOICE',
          JSON.stringify({ href: 'javascript:window.__pwned=(window.__pwned||0)+1//', name: 'x' }),
        )
        window.open = (url?: string | URL, target?: string, features?: string) => {
          opened.push(String(url))
          // Script URLs really run, so the test sees what the page would suffer; app links would
          // leave the page, so they are only recorded.
          return String(url).startsWith('javascript:') ? open(url, target, features) : null
        }
      }),
    )
    const wallet = await e2e.startWallet({ autoApprove: true })
    await wallet.pair(await showQrCode(page))
    await statusIs(page, 'connected')
    const sign = async () => {
      const before = wallet.requests.length
      await page.getByRole('button', { name: 'Sign message' }).click()
      await expect.poll(() => wallet.requests.length, { timeout: 10_000 }).toBe(before + 1)
      await page.getByTestId('signature').waitFor()
    }
    const seen = () =>
      page.evaluate(() => ({
        pwned: (window as { __pwned?: number }).__pwned,
        opened: (window as unknown as { __opened: string[] }).__opened.slice(),
      }))

    // No link was chosen for this session (paired by QR code): nothing opens at all.
    await page.bringToFront()
    await sign()
    expect(await seen()).toEqual({ pwned: undefined, opened: [] })
    // Neither the kit nor the SDK it embeds read or wrote any storage key of the host's.
    const foreign = await page.evaluate(
      () => (window as unknown as { __foreign: string[] }).__foreign,
    )
    // The first entry is the host's own write above: proof the recording works.
    expect(foreign).toEqual(['setItem WALLETCONNECT_DEEPLINK_CHOICE'])

    // The kit's own choice (a wallet link the user followed to pair) opens the wallet, checked.
    const choiceKey = '@appkit/wallet/deeplink_choice'
    const setChoice = (href: string) =>
      page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        choiceKey,
        JSON.stringify({ v: 1, value: { href, name: 'Rainbow' } }),
      ] as const)
    await setChoice('rainbow://')
    await sign()
    const { opened } = await seen()
    expect(opened).toHaveLength(1)
    expect(opened[0]).toMatch(/^rainbow:\/\/wc\?requestId=\d+&sessionTopic=[0-9a-f]{64}$/)

    // A hostile value written into the kit's own key is refused too.
    await setChoice('javascript:window.__pwned=1//')
    await sign()
    expect(await seen()).toEqual({ pwned: undefined, opened })
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })

  it('keeps the WalletConnect session over three reloads of the StrictMode example', async () => {
    // The example renders in React StrictMode (development build): every kit is built twice.
    const page = await openExample(e2e.browser, e2e.session)
    const wallet = await e2e.startWallet({ autoApprove: true })
    await wallet.pair(await showQrCode(page))
    await statusIs(page, 'connected')
    for (let load = 1; load <= 3; load++) {
      await page.reload()
      await statusIs(page, 'connected', 15_000)
      expect(await text(page, 'address')).toBe(wallet.address)
    }
    const disconnected = await page.evaluate(() =>
      localStorage.getItem('@appkit/connection/eip155/disconnected_connector_ids'),
    )
    expect(disconnected ?? '').not.toContain('walletConnect')
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })

  it("shows 'Connection rejected' when the wallet rejects the e2e.session, and pairs afresh on retry", async () => {
    const page = await openExample(e2e.browser, e2e.session)
    const wallet = await e2e.startWallet()
    const first = await showQrCode(page)
    await wallet.pair(first)
    await wallet.reject(await wallet.nextProposal())
    const alert = page.getByRole('dialog').getByRole('alert')
    await expect
      .poll(() => alert.textContent(), { timeout: 10_000 })
      .toContain('Connection rejected')
    expect(await text(page, 'status')).toBe('disconnected')
    await page.getByRole('button', { name: 'Try again' }).click()
    await page.getByRole('img', { name: 'WalletConnect QR code' }).waitFor()
    expect(await page.getByTestId('wc-uri').getAttribute('data-uri')).not.toBe(first)
    expect(uncaughtErrors(page)).toEqual([])
    await page.context().close()
  })

  it("pairs the sandbox's own wallet through the dev server's pair page", async () => {
    const page = await openExample(e2e.browser, e2e.session)
    const uri = await showQrCode(page)
    expect(e2e.session.pairPageUrl).toBeDefined()
    const pairPage = await page.context().newPage()
    await pairPage.goto(e2e.session.pairPageUrl ?? '')
    await pairPage.getByLabel(/WalletConnect URI/).fill(uri)
    await pairPage.getByRole('button', { name: 'Pair' }).click()
    await expect
      .poll(() => pairPage.getByRole('status').textContent(), { timeout: 10_000 })
      .toContain('Paired')
    await statusIs(page, 'connected')
    expect(await text(page, 'address')).toBe(e2e.session.sandbox.wcWallet?.address)
    await e2e.session.sandbox.wcWallet?.disconnect()
    await statusIs(page, 'disconnected')
    await page.context().close()
  })
})
