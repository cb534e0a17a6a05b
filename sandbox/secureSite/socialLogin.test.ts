import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestWithHost } from '../http/fixtures/requestWithHost.js'
import { type SecureSite, startSecureSite } from './startSecureSite.js'

// The social sign-in stand-in over HTTP, as the frame page (JSON POSTs with the site's own
// origin and the browser's partitioned cookies) and the popup (the consent page and its form)
// use it.
let site: SecureSite
const app = 'http://127.0.0.1:5173'
const firstLogins: string[] = []
/** A fresh 10 s bound for each request. */
const bound = () => ({ signal: AbortSignal.timeout(10_000) })

beforeAll(async () => {
  site = await startSecureSite({
    allowedOrigins: [app],
    onFirstLogin: (address) => {
      firstLogins.push(address)
    },
  })
})
afterAll(() => site?.close())

const cookieOf = (response: Response) =>
  (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''

/** A JSON POST from the frame page: the site's own origin, the browser's cookies. */
const api = (path: string, body: unknown, cookie = '') =>
  fetch(`${site.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.origin, cookie },
    body: JSON.stringify(body),
    ...bound(),
  })

/** The consent form's POST from the popup (`origin`: the page it came from). */
const answerForm = (uri: string, fields: Record<string, string>, origin = site.origin) =>
  fetch(uri, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
    ...bound(),
  })

/** GET_SOCIAL_REDIRECT_URI as the frame sends it: the consent page and the browser's device cookie. */
async function start(
  provider: string,
  extra: Record<string, unknown> = {},
  cookie = '',
): Promise<{ uri: string; device: string }> {
  const response = await api(
    '/api/social/start',
    { provider, parent: app, appName: 'Shop', ...extra },
    cookie,
  )
  expect(response.status).toBe(200)
  const { uri } = (await response.json()) as { uri: string }
  return { uri, device: cookieOf(response) || cookie }
}

/** The result uri the popup's page posts to the app, read from its data attribute. */
async function resultUriOf(response: Response): Promise<string> {
  const html = await response.text()
  const found = /data-result-uri="([^"]*)"/.exec(html)?.[1] ?? ''
  return found.replaceAll('&#38;', '&')
}

describe('the social sign-in stand-in', () => {
  it('starts a sign-in on its consent page, for an allowed parent and a known provider', async () => {
    const { uri, device } = await start('google')
    expect(uri).toMatch(new RegExp(`^${site.origin}/social/google\\?state=[\\w-]{32}$`))
    expect(device).toMatch(/^appkit_secure_device=[\w-]{32}$/)
    for (const [body, status, message] of [
      [{ provider: 'myspace', parent: app }, 400, 'Unknown social provider'],
      [{ provider: 'farcaster', parent: app }, 400, 'Unknown social provider'],
      [
        { provider: 'google', parent: 'http://evil.example' },
        403,
        'This origin may not use the secure site',
      ],
      [
        { provider: 'google', parent: app, returnTo: 'http://evil.example/app' },
        400,
        `returnTo must be a page of ${app}`,
      ],
      [
        { provider: 'google', parent: app, returnTo: 'http://127.0.0.1:5174/app' },
        400,
        `returnTo must be a page of ${app}`,
      ],
      [
        { provider: 'google', parent: app, returnTo: '/relative' },
        400,
        `returnTo must be a page of ${app}`,
      ],
    ] as const) {
      const response = await api('/api/social/start', body)
      expect(response.status, JSON.stringify(body)).toBe(status)
      expect(await response.json()).toEqual({ message })
    }
  })

  it('refuses a start posted by another site', async () => {
    const response = await fetch(`${site.origin}/api/social/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://evil.example' },
      body: JSON.stringify({ provider: 'google', parent: app }),
      ...bound(),
    })
    expect(response.status).toBe(403)
  })

  it('shows a consent page with the names as text, that no page may frame', async () => {
    const { uri } = await start('discord', { appName: '<img src=x onerror=alert(1)> Shop' })
    const page = await fetch(uri, bound())
    expect(page.status).toBe(200)
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("script-src 'none'")
    expect(csp).toContain("form-action 'self'")
    const html = await page.text()
    expect(html).toContain(
      'Sign in to &#60;img src=x onerror=alert(1)&#62; Shop with Discord — sandbox stand-in',
    )
    expect(html).not.toContain('<img')
    // Discord's trailing-0 name, for the kit's rule.
    expect(html).toContain('value="ada0"')
    expect(html).toContain('value="allow"')
    expect(html).toContain('value="deny"')
    // Another provider's page for this state is not there.
    expect((await fetch(uri.replace('/discord?', '/google?'), bound())).status).toBe(400)
    expect((await fetch(`${site.origin}/social/google?state=nope`, bound())).status).toBe(400)
  })

  it('logs in on Allow through the popup: the result posted to the app only, its code good once and only in this browser', async () => {
    const { uri, device } = await start('google')
    const allowed = await answerForm(uri, { decision: 'allow', username: 'ada.google' })
    expect(allowed.status).toBe(200)
    expect(allowed.headers.get('content-security-policy')).toContain("script-src 'self'")
    const html = await allowed.clone().text()
    expect(html).toContain(`data-target-origin="${app}"`)
    expect(html).toContain('data-type="SOCIAL_RESULT"')
    expect(html).toContain('<script src="/social/result.js"></script>')
    const resultUri = await resultUriOf(allowed)
    expect(resultUri).toMatch(new RegExp(`^${site.origin}/social/callback\\?code=[\\w-]+&state=`))
    // The script posts only to the app's origin, then closes the popup.
    const script = await (await fetch(`${site.origin}/social/result.js`, bound())).text()
    expect(script).toContain('data.targetOrigin')
    expect(script).not.toContain("'*'")

    // The same state answers no second time.
    expect((await answerForm(uri, { decision: 'allow', username: 'eve' })).status).toBe(400)

    // Another browser (no device cookie, or another one) cannot spend it.
    const elsewhere = await api('/api/login/social', { uri: resultUri })
    expect(await elsewhere.json()).toEqual({ message: 'Invalid login link' })
    const other = await start('google')
    expect(await (await api('/api/login/social', { uri: resultUri }, other.device)).json()).toEqual(
      { message: 'Invalid login link' },
    )

    const before = firstLogins.length
    const login = await api('/api/login/social', { uri: resultUri }, device)
    expect(login.status).toBe(200)
    expect(await login.json()).toEqual({ userName: 'ada.google', email: null })
    const session = cookieOf(login)
    expect(session).toMatch(/^appkit_secure_session=/)
    expect(login.headers.get('set-cookie')).toContain('Partitioned')
    expect(firstLogins.length).toBe(before + 1)
    expect(site.sessionCount('google:ada.google')).toBe(1)

    const again = await api('/api/login/social', { uri: resultUri }, device)
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({ message: 'This login link was already used' })

    // GET_USER's source: the user name, no email.
    const user = await fetch(`${site.origin}/api/user`, {
      headers: { cookie: session },
      ...bound(),
    })
    const { user: shown } = (await user.json()) as { user: Record<string, unknown> }
    expect(shown).toMatchObject({ email: null, userName: 'ada.google' })
    expect(shown.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  })

  it('gives each provider and user name a wallet of its own, the same one at the next login', async () => {
    const loginAs = async (provider: string, username: string) => {
      const { uri, device } = await start(provider)
      const resultUri = await resultUriOf(await answerForm(uri, { decision: 'allow', username }))
      const login = await api('/api/login/social', { uri: resultUri }, device)
      const user = await fetch(`${site.origin}/api/user`, {
        headers: { cookie: cookieOf(login) },
        ...bound(),
      })
      return ((await user.json()) as { user: { address: string } }).user.address
    }
    const ada = await loginAs('github', 'ada-github')
    expect(await loginAs('github', 'ada-github')).toBe(ada)
    expect(await loginAs('github', 'bob')).not.toBe(ada)
    expect(await loginAs('x', 'ada-github')).not.toBe(ada)
  })

  it("posts the denial to the app on Deny, and a denied code answers 'Social login was denied'", async () => {
    const { uri } = await start('apple')
    const denied = await answerForm(uri, { decision: 'deny' })
    expect(denied.status).toBe(200)
    const html = await denied.text()
    expect(html).toContain('data-type="SOCIAL_ERROR"')
    expect(html).toContain('data-message="Social login was denied"')
    expect(html).not.toContain('data-result-uri')
  })

  it('goes back to the app with result_uri in the redirect flow, for Allow and for Deny', async () => {
    const returnTo = `${app}/shop?tab=1#top`
    const allow = await start('facebook', { returnTo })
    const allowed = await answerForm(allow.uri, { decision: 'allow', username: 'ada.facebook' })
    expect(allowed.status).toBe(302)
    // The form may be redirected to the app: form-action names it.
    const back = new URL(allowed.headers.get('location') ?? '')
    expect(back.origin + back.pathname).toBe(`${app}/shop`)
    expect(back.searchParams.get('tab')).toBe('1')
    expect(back.hash).toBe('#top')
    const resultUri = back.searchParams.get('result_uri') ?? ''
    expect(new URL(resultUri).origin).toBe(site.origin)
    const login = await api('/api/login/social', { uri: resultUri }, allow.device)
    expect(await login.json()).toEqual({ userName: 'ada.facebook', email: null })

    const deny = await start('facebook', { returnTo })
    const consent = await fetch(deny.uri, bound())
    expect(consent.headers.get('content-security-policy')).toContain(`form-action 'self' ${app}`)
    const denied = await answerForm(deny.uri, { decision: 'deny' })
    expect(denied.status).toBe(302)
    const deniedUri =
      new URL(denied.headers.get('location') ?? '').searchParams.get('result_uri') ?? ''
    const refused = await api('/api/login/social', { uri: deniedUri }, deny.device)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ message: 'Social login was denied' })
  })

  it('asks again for a user name it cannot take, showing what was typed as text', async () => {
    const { uri } = await start('x')
    const refused = await answerForm(uri, {
      decision: 'allow',
      username: '"><script>alert(1)</script>:',
    })
    expect(refused.status).toBe(400)
    const html = await refused.text()
    expect(html).toContain('role="alert"')
    expect(html).toContain('value="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;:"')
    expect(html).not.toContain('<script>')
    // The sign-in is still there: a good name goes through.
    const allowed = await answerForm(uri, { decision: 'allow', username: 'ada_x' })
    expect(allowed.status).toBe(200)
  })

  it("refuses the consent form's answer from another page, and an answer that is not a form", async () => {
    const { uri } = await start('google')
    const forged = await answerForm(
      uri,
      { decision: 'allow', username: 'eve' },
      'http://evil.example',
    )
    expect(forged.status).toBe(403)
    const json = await fetch(uri, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.origin },
      body: JSON.stringify({ decision: 'allow', username: 'eve' }),
      ...bound(),
    })
    expect(json.status).toBe(400)
    // Neither answered it: Allow still works.
    expect((await answerForm(uri, { decision: 'allow', username: 'ada' })).status).toBe(200)
  })

  it('refuses result uris that are not its own callback', async () => {
    const { device } = await start('google')
    for (const uri of [
      'http://evil.example/social/callback?code=a&state=b',
      `${site.origin}/social/other?code=a&state=b`,
      `${site.origin}/social/callback?state=b`,
      'not a url',
      42,
    ]) {
      const response = await api('/api/login/social', { uri }, device)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ message: 'Invalid login link' })
    }
  })

  it('answers the social and Farcaster pages only as localhost:<port>', async () => {
    const port = Number(new URL(site.origin).port)
    const { uri } = await start('google')
    const path = new URL(uri).pathname + new URL(uri).search
    for (const each of [path, '/social/result.js', '/farcaster/abcdefghijklmnopqrstuvwx']) {
      expect((await requestWithHost(port, `rebind.example:${port}`, each)).status).toBe(421)
      expect((await requestWithHost(port, `127.0.0.1:${port}`, each)).status).toBe(421)
    }
    expect((await requestWithHost(port, `localhost:${port}`, path)).status).toBe(200)
  })
})
