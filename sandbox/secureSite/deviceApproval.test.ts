import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SecureSite, startSecureSite } from './startSecureSite.js'

// Device approval over HTTP, as the frame page and a mail client use it: the site's own origin
// on every POST (it refuses cross-site ones), the browser's device id in its cookie.
let site: SecureSite
const email = 'ada@example.com'

beforeAll(async () => {
  site = await startSecureSite({
    allowedOrigins: ['http://127.0.0.1:5173'],
    verifyNewDevices: true,
  })
})
afterAll(() => site.close())

const post = (path: string, body: unknown, cookie = '') =>
  fetch(`${site.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.origin, cookie },
    body: JSON.stringify(body),
  })

const cookieOf = (response: Response) =>
  (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''

describe('the sandbox secure site device approval', () => {
  it('mails a link, approves only on its button, then mails one code that works only in that browser', async () => {
    const asked = await post('/api/login/email', { email })
    expect(await asked.json()).toEqual({ action: 'VERIFY_DEVICE' })
    const device = cookieOf(asked)
    expect(device).toMatch(/^appkit_secure_device=[\w-]{32}$/)
    const link = site.mail.at(-1)
    expect(link).toMatchObject({ to: email, code: '' })
    expect(site.latestCode(email)).toBeUndefined()

    const waiting = post('/api/login/device', { email }, device)
    // Opening the link (a mail scanner does) approves nothing: it asks.
    const opened = await fetch(link?.link ?? '')
    expect(await opened.text()).toContain('<button type="submit">Approve this browser</button>')
    const approved = await fetch(link?.link ?? '', { method: 'POST' })
    expect(await approved.text()).toContain('This browser is approved')
    expect((await waiting).status).toBe(200)
    const code = site.latestCode(email) ?? ''
    expect(code).toMatch(/^\d{6}$/)
    expect(site.mail.filter((each) => each.to === email && each.code !== '')).toHaveLength(1)

    // The right code from another browser (no device cookie) is refused; from this one it logs in.
    const elsewhere = await post('/api/login/otp', { email, otp: code })
    expect(elsewhere.status).toBe(403)
    expect(await elsewhere.json()).toEqual({ message: 'Approve this browser first' })
    const here = await post('/api/login/otp', { email, otp: code }, device)
    expect(here.status).toBe(200)
    expect(cookieOf(here)).toMatch(/^appkit_secure_session=/)
    expect(site.sessionCount(email)).toBe(1)
  })

  it('refuses a used link; a wait after the approval returns at once, and one code is mailed', async () => {
    const grace = 'grace@example.com'
    const device = cookieOf(await post('/api/login/email', { email: grace }))
    const link = site.mail.at(-1)?.link ?? ''
    expect((await fetch(link, { method: 'POST' })).status).toBe(200)
    expect((await fetch(link, { method: 'POST' })).status).toBe(400)
    expect((await post('/api/login/device', { email: grace }, device)).status).toBe(200)
    expect((await post('/api/login/device', { email: grace }, device)).status).toBe(200)
    expect(site.mail.filter((each) => each.to === grace && each.code !== '')).toHaveLength(1)
  })
})
