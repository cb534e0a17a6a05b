import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from './launchChromium.js'
import { openFrameClient, request, secureFrame } from './secureFrame/framePageClient.js'
import { type FrameServers, startFrameServers } from './secureFrame/startFrameServers.js'

// The kit's secure-frame client in real Chromium (SECURITY.md, "The secure frame"): the page on
// 127.0.0.1, the secure site on localhost (another site), an attacker on a third origin. The frame
// page answers by script (test/e2e/secureFrame/testFramePage.ts).
let servers: FrameServers
let browser: Browser
beforeAll(async () => {
  ;[servers, browser] = await Promise.all([startFrameServers(), launchChromium()])
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await servers?.close()
})

/** A fresh page with a client on the test frame; `options` go to `createFrameClient`. */
async function openWithFrame(options: Record<string, unknown> = {}, query = ''): Promise<Page> {
  const page = await browser.newPage()
  const src = `${servers.frameOrigin}/frame?parent=${encodeURIComponent(new URL(servers.appUrl).origin)}${query}`
  await openFrameClient(page, servers.appUrl, src, options)
  return page
}

const ignored = (page: Page) =>
  page.evaluate(() => (window as never as { frameTest: { ignored: string[] } }).frameTest.ignored)

const wait = { timeout: 15_000 }

describe('the secure frame client in Chromium', () => {
  it('is ready after READY and settles each request once: a second answer to the same id is ignored', async () => {
    const page = await openWithFrame()
    const started = Date.now()
    await page.evaluate(() =>
      (window as never as { client: { ready(): Promise<void> } }).client.ready(),
    )
    expect(Date.now() - started).toBeGreaterThanOrEqual(450)
    expect(await request(page, 'IS_CONNECTED', {})).toEqual({
      ok: true,
      value: { isConnected: true },
    })
    await expect.poll(() => ignored(page), wait).toContain('an answer to no pending request')
    // The frame is hidden from people and assistive technology alike.
    const frame = page.locator(secureFrame)
    expect(await frame.getAttribute('aria-hidden')).toBe('true')
    expect(await frame.evaluate((node) => getComputedStyle(node).opacity)).toBe('0')
    await page.close()
  })

  it("rejects with the frame's own message, and 'An error occurred' when it gives none", async () => {
    const page = await openWithFrame()
    expect(await request(page, 'CONNECT_EMAIL', { email: 'x@y' })).toEqual({
      ok: false,
      message: 'Invalid email: x@y',
      code: 'IFRAME_REQUEST_FAILED',
    })
    expect(await request(page, 'SIGN_OUT')).toEqual({
      ok: false,
      message: 'An error occurred',
      code: 'IFRAME_REQUEST_FAILED',
    })
    await page.close()
  })

  it('ignores an answer of the wrong shape and takes the right one that follows', async () => {
    const page = await openWithFrame()
    const user = await request(page, 'GET_USER', {})
    expect(user).toEqual({
      ok: true,
      value: { address: `0x${'1'.repeat(40)}`, chainId: 31337, email: 'a@b.co' },
    })
    expect(await ignored(page)).toContain('a malformed answer to GET_USER')
    await page.close()
  })

  it('times out one request alone: another request in flight still gets its answer', async () => {
    const page = await openWithFrame({ timeoutsMs: { GET_CHAIN_ID: 1_000 } })
    const [chain, switched] = await Promise.all([
      request(page, 'GET_CHAIN_ID'),
      request(page, 'SWITCH_NETWORK', { chainId: 10 }),
    ])
    expect(chain).toEqual({
      ok: false,
      message: 'Embedded Wallet Request Timed Out',
      code: 'IFRAME_REQUEST_TIMEOUT',
    })
    expect(switched).toEqual({ ok: true, value: { chainId: 10 } })
    await page.close()
  })

  it("aborts an RPC request with 'Request was aborted' and tells the frame (RPC_ABORT)", async () => {
    const page = await openWithFrame()
    const outcome = await page.evaluate(async () => {
      const client = (
        window as never as {
          client: {
            ready(): Promise<void>
            request(n: string, p: unknown, o: unknown): Promise<unknown>
          }
        }
      ).client
      // Sent first (an abort before READY sends nothing at all), then given up.
      await client.ready()
      const controller = new AbortController()
      const pending = client.request(
        'RPC_REQUEST',
        { method: 'personal_sign', params: [], chainId: 1, chainNamespace: 'eip155' },
        { signal: controller.signal },
      )
      setTimeout(() => controller.abort(), 200)
      return pending.then(
        () => 'resolved',
        (error: { shortMessage: string }) => error.shortMessage,
      )
    })
    expect(outcome).toBe('Request was aborted')
    const frame = page.frames().find((each) => each.url().startsWith(servers.frameOrigin))
    await expect
      .poll(
        () =>
          frame?.evaluate(() => (window as never as { receivedByFrame: string[] }).receivedByFrame),
        wait,
      )
      .toEqual(['RPC_REQUEST', 'RPC_ABORT'])
    await page.close()
  })

  it("rejects a request aborted while the frame is still loading with 'Request was aborted', sending nothing", async () => {
    const page = await openWithFrame({ loadTimeoutMs: 5_000 }, '&silent=1')
    const outcome = await page.evaluate(async () => {
      const client = (
        window as never as {
          client: { request(n: string, p: unknown, o: unknown): Promise<unknown> }
        }
      ).client
      const controller = new AbortController()
      const pending = client.request('IS_CONNECTED', {}, { signal: controller.signal })
      setTimeout(() => controller.abort(), 100)
      return pending.then(
        () => 'resolved',
        (error: { shortMessage: string }) => error.shortMessage,
      )
    })
    expect(outcome).toBe('Request was aborted')
    // On a loaded machine the frame's script may not have run yet: read its log once it exists.
    const received = () =>
      page
        .frames()
        .find((each) => each.url().startsWith(servers.frameOrigin))
        ?.evaluate(() => (window as never as { receivedByFrame?: string[] }).receivedByFrame)
        .catch(() => undefined)
    await expect.poll(received, wait).toBeDefined()
    expect(await received()).toEqual([])
    await page.close()
  })

  it("fails with 'Unable to load email login dependency' when the frame never says READY", async () => {
    const page = await openWithFrame({ loadTimeoutMs: 1_000 }, '&silent=1')
    const outcome = await request(page, 'IS_CONNECTED', {})
    expect(outcome).toEqual({
      ok: false,
      message: 'Unable to load email login dependency',
      code: 'IFRAME_LOAD_FAILED',
    })
    await page.close()
  })

  it('ignores look-alike messages from another origin, keeps listening, and the real answer still counts', async () => {
    const page = await openWithFrame()
    await page.evaluate(() =>
      (window as never as { client: { ready(): Promise<void> } }).client.ready(),
    )
    // An attacker's frame in the same page posts READY, answers and a session token.
    await page.evaluate((src) => {
      const frame = document.createElement('iframe')
      frame.src = src
      document.body.append(frame)
    }, `${servers.attackerOrigin}/attacker`)
    const attacker = await expect
      .poll(() => page.frames().find((each) => each.url().startsWith(servers.attackerOrigin)), wait)
      .toBeDefined()
      .then(() => page.frames().find((each) => each.url().startsWith(servers.attackerOrigin)))
    await attacker?.waitForFunction(() => 'forge' in window, undefined, wait)
    await attacker?.evaluate(() => (window as never as { forge(id: string): void }).forge('any'))
    await expect.poll(async () => (await ignored(page)).length, wait).toBeGreaterThanOrEqual(4)
    expect(new Set(await ignored(page))).toEqual(new Set(['not from the secure frame']))
    expect(
      await page.evaluate(
        () =>
          (window as never as { frameTest: { sessionTokens: string[] } }).frameTest.sessionTokens,
      ),
    ).toEqual([])
    expect(await request(page, 'IS_CONNECTED', {})).toEqual({
      ok: true,
      value: { isConnected: true },
    })
    await page.close()
  })

  it("ignores messages from the secure site's origin in another window (a popup), not the frame", async () => {
    const page = await openWithFrame()
    await page.evaluate(() =>
      (window as never as { client: { ready(): Promise<void> } }).client.ready(),
    )
    const [popup] = await Promise.all([
      page.waitForEvent('popup', wait),
      page.evaluate((src) => void window.open(src), `${servers.frameOrigin}/popup`),
    ])
    await popup.waitForFunction(() => 'forge' in window, undefined, wait)
    await popup.evaluate(() => (window as never as { forge(id: string): void }).forge('any'))
    await expect.poll(async () => (await ignored(page)).length, wait).toBeGreaterThanOrEqual(4)
    expect(new Set(await ignored(page))).toEqual(new Set(['not from the secure frame']))
    expect(await request(page, 'IS_CONNECTED', {})).toEqual({
      ok: true,
      value: { isConnected: true },
    })
    await popup.close()
    await page.close()
  })

  it('posts only to the secure origin: once the frame is navigated elsewhere, nothing reaches it', async () => {
    const page = await openWithFrame({ timeoutsMs: { IS_CONNECTED: 1_000 } })
    await page.evaluate(() =>
      (window as never as { client: { ready(): Promise<void> } }).client.ready(),
    )
    const frameHandle = await page.locator(secureFrame).elementHandle()
    const frame = await frameHandle?.contentFrame()
    await frame?.goto(`${servers.attackerOrigin}/attacker`)
    await frame?.waitForFunction(() => 'receivedByAttacker' in window, undefined, wait)
    expect(await request(page, 'IS_CONNECTED', {})).toMatchObject({
      code: 'IFRAME_REQUEST_TIMEOUT',
    })
    expect(
      await frame?.evaluate(
        () => (window as never as { receivedByAttacker: string[] }).receivedByAttacker,
      ),
    ).toEqual([])
    await page.close()
  })
})
