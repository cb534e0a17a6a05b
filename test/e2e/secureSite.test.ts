import { readFileSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import {
  createPublicClient,
  type Hex,
  http,
  numberToHex,
  parseEther,
  toHex,
  verifyMessage,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { frameChannel } from '../../runtime/core/frame/frameProtocol.js'
import { type SandboxChain, startChain } from '../../sandbox/chain/startChain.js'
import { type SecureSite, startSecureSite } from '../../sandbox/secureSite/startSecureSite.js'
import { launchChromium } from './launchChromium.js'
import { type FrameServers, startFrameServers } from './secureFrame/startFrameServers.js'

// The sandbox secure site with the kit's frame client in real Chromium: the kit's page on
// 127.0.0.1, the secure site on localhost (another site, as in production). Email login with the
// code read from the sandbox mailbox, the session kept in a partitioned cookie across a reload,
// sign-out, framing refused to origins it does not allow, and the embedded wallet on a real anvil:
// its approval screen, signatures that verify and a transaction that lands.
let servers: FrameServers
let site: SecureSite
let browser: Browser
let chain: SandboxChain
/** Every address the site told of as new, in order. */
const created: Hex[] = []
const bound = 15_000

async function rpcCall(method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(bound),
  })
  return ((await response.json()) as { result: unknown }).result
}

beforeAll(async () => {
  ;[servers, browser, chain] = await Promise.all([
    startFrameServers(),
    launchChromium(),
    startChain({ chainId: 31337 }),
  ])
  site = await startSecureSite({
    allowedOrigins: [new URL(servers.appUrl).origin],
    chains: { [chain.chainId]: chain.rpcUrl },
    onFirstLogin: async (address) => {
      created.push(address)
      await rpcCall('anvil_setBalance', [address, numberToHex(parseEther('10'))])
    },
  })
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await Promise.all([servers?.close(), site?.close(), chain?.stop()])
})

type Outcome = { ok: true; value: unknown } | { ok: false; message: string; code: string }

async function openPage(
  page: Page,
  options: Record<string, unknown> = {},
  src?: string,
): Promise<void> {
  await page.goto(servers.appUrl)
  await page.evaluate(
    ([frameSrc, opts]) => {
      const test = (window as never as { frameTest: { create(s: string, o: unknown): unknown } })
        .frameTest
      ;(window as never as { client: unknown }).client = test.create(frameSrc, opts)
    },
    [src ?? site.frameUrl(new URL(servers.appUrl).origin), options] as const,
  )
}

function request(page: Page, name: string, payload?: unknown): Promise<Outcome> {
  return page.evaluate(
    async ([requestName, requestPayload]) => {
      const client = (
        window as never as { client: { request(n: string, p: unknown): Promise<unknown> } }
      ).client
      try {
        return { ok: true as const, value: await client.request(requestName, requestPayload) }
      } catch (error) {
        const { shortMessage, code } = error as { shortMessage: string; code: string }
        return { ok: false as const, message: shortMessage, code }
      }
    },
    [name, payload] as const,
  )
}

describe('the sandbox secure site in Chromium', () => {
  it('speaks on the channel the kit listens to', () => {
    // frameScript.ts may not import the kit's constant (sandbox rules): it must name the same one.
    const script = readFileSync(
      new URL('../../sandbox/secureSite/frameScript.ts', import.meta.url),
      'utf8',
    )
    expect(script).toContain(`const channel = '${frameChannel}'`)
  })

  it('logs in by email with the code from the mailbox, keeps the session over a reload, and signs out', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await openPage(page)
    expect(await request(page, 'IS_CONNECTED', {})).toEqual({
      ok: true,
      value: { isConnected: false },
    })
    expect(await request(page, 'CONNECT_EMAIL', { email: 'Alice@Example.com' })).toEqual({
      ok: true,
      value: { action: 'VERIFY_OTP' },
    })
    const code = site.latestCode('alice@example.com') ?? ''
    expect(code).toMatch(/^\d{6}$/)
    const wrong = code === '000000' ? '111111' : '000000'
    expect(await request(page, 'CONNECT_OTP', { otp: wrong })).toMatchObject({
      ok: false,
      message: 'Invalid code',
    })
    expect(await request(page, 'CONNECT_OTP', { otp: code })).toEqual({
      ok: true,
      value: undefined,
    })
    const user = await request(page, 'GET_USER', {})
    expect(user).toMatchObject({ ok: true, value: { email: 'alice@example.com', chainId: 31337 } })
    const address = (user as { value: { address: string } }).value.address
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    // The mailbox page a person would read the code from.
    const mailbox = await context.newPage()
    await mailbox.goto(site.mailboxUrl)
    expect(await mailbox.getByLabel('Login code').first().textContent()).toBe(code)
    await mailbox.screenshot({ path: 'test-results/secure-site-mailbox.png' })

    // A reload: a new frame, the same partitioned cookie, the same user without a new code.
    await openPage(page)
    expect(await request(page, 'IS_CONNECTED', {})).toEqual({
      ok: true,
      value: { isConnected: true },
    })
    expect(await request(page, 'GET_USER', {})).toMatchObject({ ok: true, value: { address } })

    expect(await request(page, 'SIGN_OUT')).toEqual({ ok: true, value: undefined })
    expect(await request(page, 'IS_CONNECTED', {})).toEqual({
      ok: true,
      value: { isConnected: false },
    })
    await context.close()
  })

  it('refuses an invalid email and a used code with the words the modal shows', async () => {
    const page = await browser.newPage()
    await openPage(page)
    expect(await request(page, 'CONNECT_EMAIL', { email: 'not an email' })).toMatchObject({
      ok: false,
      message: 'Invalid email',
    })
    await request(page, 'CONNECT_EMAIL', { email: 'bob@example.com' })
    const code = site.latestCode('bob@example.com') ?? ''
    expect(await request(page, 'CONNECT_OTP', { otp: code })).toEqual({
      ok: true,
      value: undefined,
    })
    expect(await request(page, 'CONNECT_OTP', { otp: code })).toMatchObject({
      ok: false,
      message: 'Invalid code',
    })
    await page.context().close()
  })

  it('gives the same address to the same email and another to another email', async () => {
    const login = async (email: string) => {
      const context = await browser.newContext()
      const page = await context.newPage()
      await openPage(page)
      await request(page, 'CONNECT_EMAIL', { email })
      await request(page, 'CONNECT_OTP', { otp: site.latestCode(email) ?? '' })
      const user = (await request(page, 'GET_USER', {})) as { value: { address: string } }
      await context.close()
      return user.value.address
    }
    const first = await login('carol@example.com')
    expect(await login('carol@example.com')).toBe(first)
    expect(await login('dave@example.com')).not.toBe(first)
  })

  it('cannot be framed by an origin it does not allow: frame-ancestors names only the app, and Chromium blocks the frame', async () => {
    const appOrigin = new URL(servers.appUrl).origin
    const response = await fetch(site.frameUrl(appOrigin))
    expect(response.headers.get('content-security-policy')).toContain(
      `frame-ancestors ${appOrigin};`,
    )
    const page = await browser.newPage()
    // The attacker's page frames the secure site, naming the allowed origin as its parent.
    await page.goto(`${servers.attackerOrigin}/attacker`)
    await page.evaluate((src) => {
      const frame = document.createElement('iframe')
      frame.src = src
      document.body.append(frame)
    }, site.frameUrl(appOrigin))
    // A blocked frame shows Chromium's error page: the secure site's page never runs in it.
    await expect
      .poll(() => page.frames().map((frame) => frame.url()), { timeout: 15_000 })
      .toContain('chrome-error://chromewebdata/')
    expect(page.frames().some((frame) => frame.url().startsWith(site.origin))).toBe(false)
    await page.close()
  })
})

const secureFrame = 'iframe[title="Secure login"]'

/** Logs `email` in on a fresh page, with the code from the mailbox; its address. */
async function logIn(email: string): Promise<{ page: Page; address: Hex }> {
  const context = await browser.newContext({ viewport: { width: 800, height: 600 } })
  const page = await context.newPage()
  await openPage(page)
  await request(page, 'CONNECT_EMAIL', { email })
  expect(await request(page, 'CONNECT_OTP', { otp: site.latestCode(email) ?? '' })).toEqual({
    ok: true,
    value: undefined,
  })
  const user = (await request(page, 'GET_USER', {})) as { value: { address: Hex } }
  // What the frame posts on errors, as sent: the client passes on only the message for now.
  await page.evaluate(() => {
    const errors: unknown[] = []
    Object.assign(window, { frameErrors: errors })
    window.addEventListener('message', (event) => {
      if (String(event.data?.type).endsWith('_ERROR')) errors.push(event.data.payload)
    })
  })
  return { page, address: user.value.address }
}

const frameErrors = (page: Page) =>
  page.evaluate(() => (window as never as { frameErrors: unknown[] }).frameErrors)

/**
 * The kit's client keeps the frame hidden (0x0, transparent, no pointer events); the modal will
 * show it over its content for an approval. The test does the same by hand.
 */
async function showFrame(page: Page, width = 360, height = 420): Promise<void> {
  await page.evaluate(
    ([selector, w, h]) => {
      const frame = document.querySelector<HTMLIFrameElement>(selector)
      if (!frame) throw new Error('no secure frame on the page')
      frame.removeAttribute('aria-hidden')
      Object.assign(frame.style, {
        left: '0px',
        top: '0px',
        width: `${w}px`,
        height: `${h}px`,
        opacity: '1',
        pointerEvents: 'auto',
      })
    },
    [secureFrame, width, height] as const,
  )
}

const rpc = (page: Page, method: string, params: unknown[]) =>
  request(page, 'RPC_REQUEST', { method, params, chainId: chain.chainId, chainNamespace: 'eip155' })

const approvalHeading = (page: Page) =>
  page.frameLocator(secureFrame).getByRole('heading', { name: 'Approve request' })

describe('the sandbox secure site as an embedded wallet on anvil', () => {
  it('funds a new user once, through onFirstLogin, and answers a read with that balance', async () => {
    const { page, address } = await logIn('erin@example.com')
    expect(created.filter((each) => each === address)).toHaveLength(1)
    expect(await rpc(page, 'eth_getBalance', [address, 'latest'])).toEqual({
      ok: true,
      value: numberToHex(parseEther('10')),
    })
    expect(await rpc(page, 'eth_chainId', [])).toEqual({ ok: true, value: '0x7a69' })
    await page.context().close()
    const again = await logIn('erin@example.com')
    expect(created.filter((each) => each === address)).toHaveLength(1)
    await again.page.context().close()
  })

  it('shows the approval screen for personal_sign and answers a signature of the user key', async () => {
    const { page, address } = await logIn('frank@example.com')
    await request(page, 'SYNC_DAPP_DATA', {
      metadata: { name: '<img src=x onerror=alert(1)> Shop', url: 'https://x.co', icons: [] },
      sdkVersion: 'test',
      sdkType: 'appkit',
      projectId: 'test',
    })
    await request(page, 'SYNC_THEME', { themeMode: 'dark' })
    await showFrame(page)
    const message = 'Hello from the sandbox\nSecond line'
    const signed = rpc(page, 'personal_sign', [toHex(message), address])
    const frame = page.frameLocator(secureFrame)
    await approvalHeading(page).waitFor({ timeout: bound })
    // The app's name is text, never markup; the message is decoded from hex.
    expect(await frame.getByText('<img src=x onerror=alert(1)> Shop').count()).toBe(1)
    expect(await frame.locator('img').count()).toBe(0)
    expect(await frame.getByRole('heading', { name: 'Sign message' }).count()).toBe(1)
    expect(await frame.locator('pre').textContent()).toBe(message)
    const approve = frame.getByRole('button', { name: 'Approve' })
    expect(await approve.evaluate((button) => button === document.activeElement)).toBe(true)
    await page
      .locator(secureFrame)
      .screenshot({ path: 'test-results/secure-site-approve-dark.png', animations: 'disabled' })

    // One approval at a time.
    expect(await rpc(page, 'personal_sign', ['0x00', address])).toMatchObject({
      ok: false,
      message: 'A request is already pending',
    })
    // The busy state, as the frame draws it between the click and the server's answer.
    await frame.locator('body').evaluate((body) => {
      const seen: string[] = []
      Object.assign(window, { seen })
      new MutationObserver(() => {
        const button = body.querySelector<HTMLButtonElement>('button.approve')
        if (button) seen.push(`${button.textContent}${button.disabled ? ' (disabled)' : ''}`)
      }).observe(body, { subtree: true, childList: true, characterData: true, attributes: true })
    })
    await approve.click({ timeout: bound })
    const outcome = await signed
    expect(outcome.ok).toBe(true)
    const signature = (outcome as { value: Hex }).value
    expect(await verifyMessage({ address, message, signature })).toBe(true)
    await approvalHeading(page).waitFor({ state: 'detached', timeout: bound })
    expect(
      await frame.locator('body').evaluate(() => (window as never as { seen: string[] }).seen),
    ).toContain('Approving… (disabled)')
    expect(await frameErrors(page)).toContainEqual({
      message: 'A request is already pending',
      code: -32002,
    })
    await page.context().close()
  })

  it('sends a transaction the user approves: it lands on anvil and the receiver gets the value exactly', async () => {
    const { page, address } = await logIn('grace@example.com')
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    await showFrame(page)
    const sent = rpc(page, 'eth_sendTransaction', [
      { from: address, to: receiver, value: numberToHex(parseEther('0.5')), data: '0xc0ffee' },
    ])
    const frame = page.frameLocator(secureFrame)
    await approvalHeading(page).waitFor({ timeout: bound })
    const shown = (await frame.locator('main').textContent()) ?? ''
    for (const text of ['Send transaction', receiver, '0.5 ETH', 'Chain 31337', '0xc0ffee']) {
      expect(shown).toContain(text)
    }
    await frame.getByRole('button', { name: 'Approve' }).click({ timeout: bound })
    const outcome = await sent
    expect(outcome).toMatchObject({ ok: true, value: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
    const client = createPublicClient({ transport: http(chain.rpcUrl), cacheTime: 0 })
    const receipt = await client.waitForTransactionReceipt({
      hash: (outcome as { value: Hex }).value,
      timeout: bound,
    })
    expect(receipt.status).toBe('success')
    expect(receipt.from).toBe(address.toLowerCase())
    expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.5'))
    await page.context().close()
  })

  it("rejects with 'User rejected the request.' when the user presses Reject (light theme)", async () => {
    const { page, address } = await logIn('heidi@example.com')
    await request(page, 'SYNC_THEME', { themeMode: 'light' })
    await showFrame(page)
    const typedData = {
      domain: { name: 'Sandbox', version: '1', chainId: 31337 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'gm' },
    }
    const asked = rpc(page, 'eth_signTypedData_v4', [address, JSON.stringify(typedData)])
    const frame = page.frameLocator(secureFrame)
    await approvalHeading(page).waitFor({ timeout: bound })
    expect(await frame.getByRole('heading', { name: 'Sign typed data' }).count()).toBe(1)
    expect(await frame.locator('pre').textContent()).toBe(JSON.stringify(typedData, null, 2))
    expect(
      await frame.locator('main').evaluate((main) => getComputedStyle(main).backgroundColor),
    ).toBe('rgb(255, 255, 255)')
    await page
      .locator(secureFrame)
      .screenshot({ path: 'test-results/secure-site-approve-light.png', animations: 'disabled' })
    // By keyboard: the buttons are real buttons.
    await frame.getByRole('button', { name: 'Reject' }).press('Enter', { timeout: bound })
    expect(await asked).toMatchObject({ ok: false, message: 'User rejected the request.' })
    expect(await frameErrors(page)).toContainEqual({
      message: 'User rejected the request.',
      code: 4001,
    })
    await approvalHeading(page).waitFor({ state: 'detached', timeout: bound })
    await page.context().close()
  })

  it('drops the screen unanswered when the kit aborts, and can show the next request', async () => {
    const { page, address } = await logIn('ivan@example.com')
    await showFrame(page, 300, 320)
    const aborted = page.evaluate(
      async ([method, params, chainId]) => {
        const controller = new AbortController()
        Object.assign(window, { abortRpc: () => controller.abort() })
        const client = (
          window as never as {
            client: { request(n: string, p: unknown, o: unknown): Promise<unknown> }
          }
        ).client
        try {
          await client.request(
            'RPC_REQUEST',
            { method, params, chainId, chainNamespace: 'eip155' },
            { signal: controller.signal },
          )
          return 'answered'
        } catch (error) {
          return (error as { shortMessage: string }).shortMessage
        }
      },
      ['personal_sign', ['0x6869', address], chain.chainId] as const,
    )
    await approvalHeading(page).waitFor({ timeout: bound })
    // Smaller than the modal's content area: the buttons stay in reach.
    expect(
      await page.frameLocator(secureFrame).getByRole('button', { name: 'Reject' }).isVisible(),
    ).toBe(true)
    await page.evaluate(() => (window as never as { abortRpc(): void }).abortRpc())
    expect(await aborted).toBe('Request was aborted')
    await approvalHeading(page).waitFor({ state: 'detached', timeout: bound })
    const next = rpc(page, 'personal_sign', ['0x6869', address])
    await approvalHeading(page).waitFor({ timeout: bound })
    await page
      .frameLocator(secureFrame)
      .getByRole('button', { name: 'Reject' })
      .click({ timeout: bound })
    expect(await next).toMatchObject({ ok: false, message: 'User rejected the request.' })
    await page.context().close()
  })

  it('refuses a method it does not allow without a screen, and a chain it does not serve', async () => {
    const { page, address } = await logIn('judy@example.com')
    expect(await rpc(page, 'eth_sign', [address, '0x00'])).toMatchObject({
      ok: false,
      message: 'Requested RPC call is not allowed',
    })
    expect(await approvalHeading(page).count()).toBe(0)
    expect(await request(page, 'SWITCH_NETWORK', { chainId: 1 })).toMatchObject({
      ok: false,
      message: 'Chain 1 is not served by the sandbox secure site',
    })
    expect(await request(page, 'SWITCH_NETWORK', { chainId: 31337 })).toEqual({
      ok: true,
      value: { chainId: 31337 },
    })
    expect(await frameErrors(page)).toEqual([
      { message: 'Requested RPC call is not allowed', code: 4200 },
      { message: 'Chain 1 is not served by the sandbox secure site', code: 4901 },
    ])
    await page.context().close()
  })

  it('lets an origin allowed later frame it (allowOrigin)', async () => {
    // The attacker server's page under another name: an origin of its own, not allowed yet.
    const lateOrigin = servers.attackerOrigin.replace('//localhost:', '//127.0.0.1:')
    expect((await fetch(site.frameUrl(lateOrigin))).status).toBe(403)
    site.allowOrigin(lateOrigin)
    const response = await fetch(site.frameUrl(lateOrigin))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toContain(lateOrigin)
    expect(() => site.allowOrigin("http://x.co; script-src 'unsafe-inline'")).toThrow(TypeError)

    const page = await browser.newPage()
    await page.goto(`${lateOrigin}/late`)
    await page.evaluate((src) => {
      const frame = document.createElement('iframe')
      frame.src = src
      document.body.append(frame)
    }, site.frameUrl(lateOrigin))
    // The frame ran and said READY to its parent.
    await expect
      .poll(
        () =>
          page.evaluate(
            () => (window as never as { receivedByAttacker: unknown[] }).receivedByAttacker,
          ),
        { timeout: bound },
      )
      .toContain('READY')
    await page.close()
  })
})
