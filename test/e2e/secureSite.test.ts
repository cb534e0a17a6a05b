import { readFileSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { frameChannel } from '../../runtime/core/frame/frameProtocol.js'
import { type SecureSite, startSecureSite } from '../../sandbox/secureSite/startSecureSite.js'
import { launchChromium } from './launchChromium.js'
import { type FrameServers, startFrameServers } from './secureFrame/startFrameServers.js'

// The sandbox secure site with the kit's frame client in real Chromium: the kit's page on
// 127.0.0.1, the secure site on localhost (another site, as in production). Email login with the
// code read from the sandbox mailbox, the session kept in a partitioned cookie across a reload,
// sign-out, and framing refused to origins it does not allow.
let servers: FrameServers
let site: SecureSite
let browser: Browser
beforeAll(async () => {
  ;[servers, browser] = await Promise.all([startFrameServers(), launchChromium()])
  site = await startSecureSite({ allowedOrigins: [new URL(servers.appUrl).origin] })
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await Promise.all([servers?.close(), site?.close()])
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
