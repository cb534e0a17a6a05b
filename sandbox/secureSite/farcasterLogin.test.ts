import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SecureSite, startSecureSite } from './startSecureSite.js'

// The Farcaster stand-in over HTTP: the frame page's link and long poll (JSON POSTs with the
// site's origin and the browser's partitioned cookies), and the approval page a person opens.
let site: SecureSite
/** A site whose links live 1.5 s, for the expiry. */
let quick: SecureSite
const app = 'http://127.0.0.1:5173'

beforeAll(async () => {
  ;[site, quick] = await Promise.all([
    startSecureSite({ allowedOrigins: [app] }),
    startSecureSite({ allowedOrigins: [app], farcasterLifetimeMs: 1_500 }),
  ])
})
afterAll(() => Promise.all([site?.close(), quick?.close()]))

const cookieOf = (response: Response) =>
  (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''

const api = (on: SecureSite, path: string, body: unknown, cookie = '') =>
  fetch(`${on.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: on.origin, cookie },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  })

/** GET_FARCASTER_URI: the approval page, its expiry and the browser's device cookie. */
async function link(on: SecureSite, cookie = '', appName = 'Shop') {
  const response = await api(on, '/api/farcaster/start', { appName }, cookie)
  expect(response.status).toBe(200)
  const body = (await response.json()) as { url: string; expiresAt: number }
  return { ...body, device: cookieOf(response) || cookie }
}

const answer = (url: string, fields: Record<string, string>, origin: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams(fields).toString(),
    signal: AbortSignal.timeout(10_000),
  })

describe('the Farcaster stand-in', () => {
  it('logs in the name picked on the approval page, once the page is allowed', async () => {
    const started = Date.now()
    const { url, expiresAt, device } = await link(site, '', '<b>Shop</b>')
    expect(url).toMatch(new RegExp(`^${site.origin}/farcaster/[\\w-]{32}$`))
    expect(expiresAt).toBeGreaterThanOrEqual(started + 4 * 60_000 - 1_000)
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 4 * 60_000)

    const page = await fetch(url, { signal: AbortSignal.timeout(10_000) })
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    const html = await page.text()
    expect(html).toContain('Approve sign-in with Farcaster (sandbox stand-in)')
    expect(html).toContain('&#60;b&#62;Shop&#60;/b&#62;')
    expect(html).not.toContain('<b>')
    expect(html).toContain('value="ada.eth"')

    const waiting = api(site, '/api/login/farcaster', {}, device)
    // The wait is a long poll: nothing answers it before the page does.
    const early = await Promise.race([
      waiting.then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('waiting'), 300)),
    ])
    expect(early).toBe('waiting')
    // Only the page itself may answer.
    expect(
      (await answer(url, { decision: 'allow', username: 'eve' }, 'http://evil.example')).status,
    ).toBe(403)
    const allowed = await answer(url, { decision: 'allow', username: 'ada.eth' }, site.origin)
    expect(await allowed.text()).toContain('Sign-in approved')
    const login = await waiting
    expect(login.status).toBe(200)
    expect(await login.json()).toEqual({ userName: 'ada.eth' })
    expect(cookieOf(login)).toMatch(/^appkit_secure_session=/)
    expect(site.sessionCount('farcaster:ada.eth')).toBe(1)
    // Used: the page says so.
    expect((await fetch(url, { signal: AbortSignal.timeout(10_000) })).status).toBe(400)
  })

  it("answers 'Farcaster login was denied' when the page is denied", async () => {
    const { url, device } = await link(site)
    const waiting = api(site, '/api/login/farcaster', {}, device)
    await answer(url, { decision: 'deny' }, site.origin)
    const refused = await waiting
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ message: 'Farcaster login was denied' })
  })

  it("ends the wait on a replaced link with 'Farcaster URI expired', and the new one works", async () => {
    const first = await link(site)
    const waiting = api(site, '/api/login/farcaster', {}, first.device)
    const second = await link(site, first.device)
    expect(second.url).not.toBe(first.url)
    const ended = await waiting
    expect(ended.status).toBe(400)
    expect(await ended.json()).toEqual({ message: 'Farcaster URI expired' })
    expect((await fetch(first.url, { signal: AbortSignal.timeout(10_000) })).status).toBe(400)
    const next = api(site, '/api/login/farcaster', {}, first.device)
    await answer(second.url, { decision: 'allow', username: 'bob.eth' }, site.origin)
    expect(await (await next).json()).toEqual({ userName: 'bob.eth' })
  })

  it('ends the wait when the link expires, and the page then says it expired', async () => {
    const { url, device } = await link(quick)
    const ended = await api(quick, '/api/login/farcaster', {}, device)
    expect(ended.status).toBe(400)
    expect(await ended.json()).toEqual({ message: 'Farcaster URI expired' })
    const page = await fetch(url, { signal: AbortSignal.timeout(10_000) })
    expect(page.status).toBe(400)
    expect(await page.text()).toContain('This Farcaster link expired')
  })

  it('drops the wait of a browser that went away: the approval is kept for the next wait', async () => {
    const { url, device } = await link(site)
    const gone = new AbortController()
    const dropped = fetch(`${site.origin}/api/login/farcaster`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.origin, cookie: device },
      body: '{}',
      signal: gone.signal,
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
    gone.abort()
    await expect(dropped).rejects.toThrow()
    // The server has seen the connection close once the answer below finds no waiter.
    await new Promise((resolve) => setTimeout(resolve, 200))
    await answer(url, { decision: 'allow', username: 'carol.eth' }, site.origin)
    const login = await api(site, '/api/login/farcaster', {}, device)
    expect(await login.json()).toEqual({ userName: 'carol.eth' })
    expect(site.sessionCount('farcaster:carol.eth')).toBe(1)
  })

  it('refuses a wait from a browser that asked for no link', async () => {
    const refused = await api(site, '/api/login/farcaster', {})
    expect(await refused.json()).toEqual({ message: 'Farcaster URI expired' })
  })
})
