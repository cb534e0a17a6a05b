import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
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
import {
  answersTo,
  answerTo,
  approvalHeading,
  frameErrors,
  openFrameClient,
  postAllToFrame,
  postToFrame,
  type RpcChain,
  recordFrameMessages,
  request,
  rpc,
  rpcPayload,
  secureFrame,
  showFrame,
} from './secureFrame/framePageClient.js'
import { type FrameServers, startFrameServers } from './secureFrame/startFrameServers.js'

// The sandbox secure site with the kit's frame client in real Chromium: the kit's page on
// 127.0.0.1, the secure site on localhost (another site, as in production). Email login with the
// code read from the sandbox mailbox, the session kept in a partitioned cookie across a reload,
// sign-out, framing refused to origins it does not allow, POSTs from other sites refused, and the
// embedded wallet on a real anvil (behind a proxy that can hold a send): its approval screen,
// signatures that verify, a transaction that lands, and RPC_ABORT before and after Approve.
let servers: FrameServers
let site: SecureSite
let browser: Browser
let chain: SandboxChain
/** Passes the secure site's chain calls to anvil; holds eth_sendRawTransaction while `holdSend`. */
let chainProxy: Server
/** Every address the site told of as new, in order. */
const created: Hex[] = []
const bound = 15_000

/** Set by a test: the proxy tells `arrived` of a send, then holds it until `released` (or 15 s). */
let holdSend: { arrived(): void; released: Promise<void> } | undefined

/** `promise`, or a failure naming `what` after `ms`. */
async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms)
  })
  try {
    return await Promise.race([promise, late])
  } finally {
    clearTimeout(timer)
  }
}

async function startChainProxy(rpcUrl: string): Promise<Server> {
  const proxy = createServer(async (request, response) => {
    try {
      const chunks: Buffer[] = []
      for await (const chunk of request) chunks.push(chunk as Buffer)
      const body = Buffer.concat(chunks).toString()
      const hold = holdSend
      if (hold && body.includes('"eth_sendRawTransaction"')) {
        hold.arrived()
        await within(hold.released, bound, 'the held send').catch(() => undefined)
      }
      const upstream = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(bound),
      })
      response.writeHead(upstream.status, { 'content-type': 'application/json' })
      response.end(await upstream.text())
    } catch {
      response.writeHead(502).end()
    }
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  return proxy
}

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
  chainProxy = await startChainProxy(chain.rpcUrl)
  site = await startSecureSite({
    allowedOrigins: [new URL(servers.appUrl).origin],
    chains: {
      [chain.chainId]: `http://127.0.0.1:${(chainProxy.address() as AddressInfo).port}`,
    },
    onFirstLogin: async (address) => {
      created.push(address)
      await rpcCall('anvil_setBalance', [address, numberToHex(parseEther('10'))])
    },
  })
}, 60_000)
afterAll(async () => {
  await browser?.close()
  chainProxy?.closeAllConnections()
  await Promise.all([
    servers?.close(),
    site?.close(),
    chain?.stop(),
    chainProxy && new Promise((resolve) => chainProxy.close(resolve)),
  ])
})

/** A fresh client on the secure site's frame, the app's origin allowed. */
const openPage = (page: Page) =>
  openFrameClient(page, servers.appUrl, site.frameUrl(new URL(servers.appUrl).origin))

describe('the sandbox secure site in Chromium', () => {
  it('answers a request on the channel the kit listens to, and none on another channel', async () => {
    // frameScript.ts may not import the kit's constant (sandbox rules), so the two are checked
    // by a message exchanged between them, not by reading the source.
    const page = await browser.newPage()
    await openPage(page)
    await recordFrameMessages(page, site.origin)
    // The kit's client takes only messages on `frameChannel`: its request was answered there.
    expect(await request(page, 'GET_CHAIN_ID')).toEqual({ ok: true, value: { chainId: 31337 } })
    const [other = '', own = ''] = await postAllToFrame(page, site.origin, [
      { type: 'GET_CHAIN_ID', channel: `${frameChannel}:other` },
      { type: 'GET_CHAIN_ID' },
    ])
    expect(await answerTo(page, own)).toEqual({
      channel: frameChannel,
      type: 'GET_CHAIN_ID_SUCCESS',
      id: own,
      payload: { chainId: 31337 },
    })
    // The frame handles messages in order and answers GET_CHAIN_ID without the network, so an
    // answer to the first message would have arrived before this one.
    expect(await answersTo(page, other)).toEqual([])
    await page.context().close()
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
  await recordFrameMessages(page, site.origin)
  return { page, address: user.value.address }
}

/** RPC requests to the sandbox chain (anvil). */
const anvil = (): RpcChain => ({ chainId: chain.chainId, chainNamespace: 'eip155' })

describe('the sandbox secure site as an embedded wallet on anvil', () => {
  it('funds a new user once, through onFirstLogin, and answers a read with that balance', async () => {
    const { page, address } = await logIn('erin@example.com')
    expect(created.filter((each) => each === address)).toHaveLength(1)
    expect(await rpc(page, anvil(), 'eth_getBalance', [address, 'latest'])).toEqual({
      ok: true,
      value: numberToHex(parseEther('10')),
    })
    expect(await rpc(page, anvil(), 'eth_chainId', [])).toEqual({ ok: true, value: '0x7a69' })
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
    const signed = rpc(page, anvil(), 'personal_sign', [toHex(message), address])
    const frame = page.frameLocator(secureFrame)
    await approvalHeading(page).waitFor({ timeout: bound })
    // The app's name is text, never markup; the message is decoded from hex.
    expect(await frame.getByText('<img src=x onerror=alert(1)> Shop').count()).toBe(1)
    expect(await frame.locator('img').count()).toBe(0)
    expect(await frame.getByRole('heading', { name: 'Sign message' }).count()).toBe(1)
    expect(await frame.locator('pre').textContent()).toBe(message)
    // Focus is on the heading, never on Approve; Approve is enabled after its delay.
    expect(
      await approvalHeading(page).evaluate((heading) => heading === document.activeElement),
    ).toBe(true)
    const approve = frame.getByRole('button', { name: 'Approve' })
    await expect.poll(() => approve.isEnabled(), { timeout: bound }).toBe(true)
    await page
      .locator(secureFrame)
      .screenshot({ path: 'test-results/secure-site-approve-dark.png', animations: 'disabled' })

    // One approval at a time.
    expect(await rpc(page, anvil(), 'personal_sign', ['0x00', address])).toMatchObject({
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
    const sent = rpc(page, anvil(), 'eth_sendTransaction', [
      { from: address, to: receiver, value: numberToHex(parseEther('0.5')), data: '0xc0ffee' },
    ])
    const frame = page.frameLocator(secureFrame)
    await approvalHeading(page).waitFor({ timeout: bound })
    const shown = (await frame.locator('main').textContent()) ?? ''
    for (const text of [
      'Send transaction',
      receiver,
      '0.5 ETH',
      'Localhost',
      'Network fee',
      '0xc0ffee',
    ]) {
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
    const asked = rpc(page, anvil(), 'eth_signTypedData_v4', [address, JSON.stringify(typedData)])
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

  it("answers an abort before Approve with 'Request was aborted' (4001): the screen goes, nothing is sent, and the next request shows", async () => {
    const { page, address } = await logIn('ivan@example.com')
    await showFrame(page, 300, 320)
    // Through the kit's client: its signal aborts the request, and it tells the frame.
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
    // The frame answered the aborted request itself, as the kit now waits for.
    await expect
      .poll(() => frameErrors(page), { timeout: bound })
      .toContainEqual({ message: 'Request was aborted', code: 4001 })

    // As the kit posts them: a transaction on screen, then RPC_ABORT naming it.
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const id = await postToFrame(
      page,
      site.origin,
      'RPC_REQUEST',
      rpcPayload(anvil(), 'eth_sendTransaction', [
        { from: address, to: receiver, value: numberToHex(parseEther('1')) },
      ]),
    )
    await approvalHeading(page).waitFor({ timeout: bound })
    const abortId = await postToFrame(page, site.origin, 'RPC_ABORT', { id })
    expect(await answerTo(page, id)).toEqual({
      channel: frameChannel,
      type: 'RPC_REQUEST_ERROR',
      id,
      payload: { message: 'Request was aborted', code: 4001 },
    })
    expect((await answerTo(page, abortId)).type).toBe('RPC_ABORT_SUCCESS')
    await approvalHeading(page).waitFor({ state: 'detached', timeout: bound })
    expect(await rpcCall('eth_getTransactionCount', [address, 'latest'])).toBe('0x0')
    expect(await rpcCall('eth_getBalance', [receiver, 'latest'])).toBe('0x0')

    // The next request shows; an abort of another id leaves it be.
    const next = rpc(page, anvil(), 'personal_sign', ['0x6869', address])
    await approvalHeading(page).waitFor({ timeout: bound })
    const other = await postToFrame(page, site.origin, 'RPC_ABORT', { id: 'not-this-request' })
    expect((await answerTo(page, other)).type).toBe('RPC_ABORT_SUCCESS')
    expect(await approvalHeading(page).count()).toBe(1)
    await page
      .frameLocator(secureFrame)
      .getByRole('button', { name: 'Reject' })
      .click({ timeout: bound })
    expect(await next).toMatchObject({ ok: false, message: 'User rejected the request.' })
    await page.context().close()
  })

  it('finishes a transaction approved before the abort: it lands on anvil and the frame answers it with its hash', async () => {
    const { page, address } = await logIn('kim@example.com')
    await showFrame(page)
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    let arrived: () => void = () => undefined
    let release: () => void = () => undefined
    const sendArrived = new Promise<void>((resolve) => {
      arrived = resolve
    })
    holdSend = {
      arrived: () => arrived(),
      released: new Promise<void>((resolve) => {
        release = resolve
      }),
    }
    try {
      const id = await postToFrame(
        page,
        site.origin,
        'RPC_REQUEST',
        rpcPayload(anvil(), 'eth_sendTransaction', [
          { from: address, to: receiver, value: numberToHex(parseEther('0.25')) },
        ]),
      )
      const frame = page.frameLocator(secureFrame)
      await approvalHeading(page).waitFor({ timeout: bound })
      await frame.getByRole('button', { name: 'Approve' }).click({ timeout: bound })
      // The server signed it and is sending it (held at the chain) when the kit aborts.
      await within(sendArrived, bound, 'the signed transaction at the chain')
      const abortId = await postToFrame(page, site.origin, 'RPC_ABORT', { id })
      expect((await answerTo(page, abortId)).type).toBe('RPC_ABORT_SUCCESS')
      expect(await answersTo(page, id)).toEqual([])
      expect(await frame.getByRole('button', { name: 'Approving…' }).isDisabled()).toBe(true)
      release()
      const answer = await answerTo(page, id)
      expect(answer).toMatchObject({
        type: 'RPC_REQUEST_SUCCESS',
        payload: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      })
      const client = createPublicClient({ transport: http(chain.rpcUrl), cacheTime: 0 })
      const receipt = await client.waitForTransactionReceipt({
        hash: answer.payload as Hex,
        timeout: bound,
      })
      expect(receipt.status).toBe('success')
      expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.25'))
      await approvalHeading(page).waitFor({ state: 'detached', timeout: bound })
    } finally {
      holdSend = undefined
      release()
    }
    await page.context().close()
  })

  it('approves nothing on a key or a click the moment the screen shows: focus on the heading, Approve enabled after 600 ms, Reject at once', async () => {
    const { page, address } = await logIn('kate@example.com')
    await showFrame(page)
    // The frame has the page's focus, as the kit's show() gives it: keys go into it.
    await page.locator(secureFrame).evaluate((frame) => (frame as HTMLIFrameElement).focus())
    const frame = page.frameLocator(secureFrame)
    // In the frame, the moment each screen is drawn: what Approve and focus are, a click on
    // Approve (and on Reject when `rejectAtOnce`), and when Approve becomes enabled.
    await frame.locator('body').evaluate((body) => {
      const log: { disabled: boolean; focused: string; enabledAfterMs: number }[] = []
      Object.assign(window, { screenLog: log, rejectAtOnce: false })
      // When the screen is appended, taken at the append itself: the observer below runs only
      // after the frame's whole task, which on a loaded machine can be many milliseconds later.
      const appendedAt = new WeakMap<Node, number>()
      const append = body.append.bind(body)
      body.append = (...nodes: (Node | string)[]) => {
        for (const node of nodes)
          if (typeof node !== 'string') appendedAt.set(node, performance.now())
        append(...nodes)
      }
      new MutationObserver((records) => {
        for (const added of records.flatMap((record) => [...record.addedNodes])) {
          if (!(added instanceof HTMLElement) || !added.matches('main.approval')) continue
          const shownAt = appendedAt.get(added)
          if (shownAt === undefined) throw new Error('the screen was not added by body.append')
          const approve = added.querySelector<HTMLButtonElement>('button.approve')
          const reject = added.querySelector<HTMLButtonElement>('button.reject')
          if (!approve || !reject) throw new Error('no buttons on the screen')
          const entry = {
            disabled: approve.disabled,
            focused: document.activeElement?.id ?? '',
            enabledAfterMs: -1,
          }
          log.push(entry)
          approve.click()
          if ((window as never as { rejectAtOnce: boolean }).rejectAtOnce) reject.click()
          new MutationObserver(() => {
            if (!approve.disabled && entry.enabledAfterMs < 0)
              entry.enabledAfterMs = performance.now() - shownAt
          }).observe(approve, { attributes: true })
        }
      }).observe(body, { childList: true })
    })
    const screenLog = () =>
      frame.locator('body').evaluate(
        () =>
          (
            window as never as {
              screenLog: { disabled: boolean; focused: string; enabledAfterMs: number }[]
            }
          ).screenLog,
      )

    const message = toHex('No stray approvals')
    const id = await postToFrame(
      page,
      site.origin,
      'RPC_REQUEST',
      rpcPayload(anvil(), 'personal_sign', [message, address]),
    )
    await approvalHeading(page).waitFor({ timeout: bound })
    await page.keyboard.press('Enter')
    // Still there and 'Approve' (not 'Approving…'), enabled once its delay ran: nothing was
    // approved.
    await frame.locator('button.approve:enabled').waitFor({ timeout: bound })
    const approve = frame.getByRole('button', { name: 'Approve' })
    expect(await approve.textContent()).toBe('Approve')
    const [first] = await screenLog()
    expect(first).toMatchObject({ disabled: true, focused: 'approval-heading' })
    expect(first?.enabledAfterMs).toBeGreaterThanOrEqual(590)
    expect(await answersTo(page, id)).toEqual([])
    await approve.click({ timeout: bound })
    const answer = await answerTo(page, id)
    expect(answer.type).toBe('RPC_REQUEST_SUCCESS')
    expect(
      await verifyMessage({ address, message: { raw: message }, signature: answer.payload as Hex }),
    ).toBe(true)
    await approvalHeading(page).waitFor({ state: 'detached', timeout: bound })

    // Reject needs no delay.
    await frame.locator('body').evaluate(() => Object.assign(window, { rejectAtOnce: true }))
    const second = await postToFrame(
      page,
      site.origin,
      'RPC_REQUEST',
      rpcPayload(anvil(), 'personal_sign', [message, address]),
    )
    expect(await answerTo(page, second)).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
      payload: { message: 'User rejected the request.', code: 4001 },
    })
    expect((await screenLog())[1]).toMatchObject({ disabled: true })
    await page.context().close()
  })

  it('refuses a method it does not allow without a screen, and a chain it does not serve', async () => {
    const { page, address } = await logIn('judy@example.com')
    expect(await rpc(page, anvil(), 'eth_sign', [address, '0x00'])).toMatchObject({
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

  it("refuses a POST to its API from another site (Origin or Sec-Fetch-Site) with 403, and answers its own origin's", async () => {
    const post = (path: string, headers: Record<string, string>) =>
      fetch(`${site.origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(
          path === '/api/rpc'
            ? { chainId: chain.chainId, method: 'eth_chainId', params: [] }
            : { email: 'mallory@example.com' },
        ),
        signal: AbortSignal.timeout(bound),
      })
    const mailBefore = site.mail.length
    for (const path of ['/api/rpc', '/api/login/email', '/api/sign-out']) {
      const refused: Record<string, string>[] = [
        { origin: servers.attackerOrigin },
        { origin: new URL(servers.appUrl).origin },
        { origin: 'null' },
        { 'sec-fetch-site': 'cross-site' },
        { origin: site.origin, 'sec-fetch-site': 'cross-site' },
      ]
      for (const headers of refused) {
        const response = await post(path, headers)
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(403)
        expect(await response.json()).toEqual({ message: 'Cross-site request refused' })
      }
    }
    expect(site.mail.length).toBe(mailBefore)
    // Its own origin's request gets to the route: no session, so 401 from the RPC.
    const own = await post('/api/rpc', { origin: site.origin, 'sec-fetch-site': 'same-origin' })
    expect(own.status).toBe(401)
    expect((await post('/api/login/email', { origin: site.origin })).status).toBe(200)
    expect(site.mail.length).toBe(mailBefore + 1)
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
