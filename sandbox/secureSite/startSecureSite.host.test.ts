import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestWithHost } from '../http/fixtures/requestWithHost.js'
import { type SecureSite, startSecureSite } from './startSecureSite.js'

// The secure site holds login codes (its mailbox) and signs for its users: a page of another site
// that rebinds its own name to 127.0.0.1 must not read or use it. It answers only as
// localhost:<port>, its origin; as 127.0.0.1 it would be the same site as an app on 127.0.0.1.
let site: SecureSite
let port: number
let code: string
const email = 'ada@example.com'
const app = 'http://127.0.0.1:5173'

beforeAll(async () => {
  site = await startSecureSite({ allowedOrigins: [app] })
  port = Number(new URL(site.origin).port)
  const asked = await fetch(`${site.origin}/api/login/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.origin },
    body: JSON.stringify({ email }),
    signal: AbortSignal.timeout(10_000),
  })
  expect(asked.status).toBe(200)
  code = site.latestCode(email) ?? ''
  expect(code).toMatch(/^\d{6}$/)
})
afterAll(() => site?.close())

const routes = [
  '/mailbox',
  '/mailbox.json',
  `/frame?parent=${encodeURIComponent(app)}`,
  '/frame.js',
  '/frame.css',
  '/api/user',
  '/device/approve?token=x',
  '/no-such-page',
]

describe('the sandbox secure site refuses a Host other than localhost:<port>', () => {
  it.each(routes)('answers 421 to %s for rebind.example:<port>, without a code', async (path) => {
    const answer = await requestWithHost(port, `rebind.example:${port}`, path)
    expect(answer.status).toBe(421)
    expect(answer.body).not.toContain(code)
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'misdirected-request' })
  })

  it('answers 421 as 127.0.0.1:<port>, the same site as the app it must be apart from', async () => {
    for (const path of ['/mailbox.json', `/frame?parent=${encodeURIComponent(app)}`]) {
      const answer = await requestWithHost(port, `127.0.0.1:${port}`, path)
      expect(answer.status, path).toBe(421)
      expect(answer.body).not.toContain(code)
    }
  })

  it('refuses a login request for rebind.example:<port>, and mails nothing', async () => {
    const mailed = site.mail.length
    const answer = await requestWithHost(port, `rebind.example:${port}`, '/api/login/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://rebind.example:${port}` },
      body: JSON.stringify({ email: 'eve@example.com' }),
    })
    expect(answer.status).toBe(421)
    expect(site.mail.length).toBe(mailed)
  })

  it('serves its mailbox and frame as localhost:<port>', async () => {
    const mailbox = await requestWithHost(port, `localhost:${port}`, '/mailbox.json')
    expect(mailbox.status).toBe(200)
    expect(mailbox.body).toContain(code)
    const frame = await requestWithHost(
      port,
      `localhost:${port}`,
      `/frame?parent=${encodeURIComponent(app)}`,
    )
    expect(frame.status).toBe(200)
  })
})
