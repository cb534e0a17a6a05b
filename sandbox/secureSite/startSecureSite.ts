import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { readJsonBody } from '../../runtime/siwxServer/readJsonBody.js'
import { createLoginStore, type LoginStore, type SandboxMail } from './createLoginStore.js'
import { renderMailbox } from './renderMailbox.js'

const frameEntry = fileURLToPath(new URL('./frameScript.ts', import.meta.url))
const cookieName = 'appkit_secure_session'
const emailPattern = /^[^\s@<>()[\]\\,;:"]{1,64}@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/

export interface StartSecureSiteOptions {
  /** The origins that may frame it (CSP `frame-ancestors`): the app's page, e.g. `http://127.0.0.1:5173`. */
  allowedOrigins: readonly string[]
  /** Where each user's key is kept between runs; in memory without it. */
  dataDir?: string
  /** 0 (the default) picks a free port. */
  port?: number
}

export interface SecureSite {
  /** `http://localhost:PORT`: another site than an app on 127.0.0.1, as a real secure site is. */
  origin: string
  /** The frame page for a page of `parentOrigin` (which must be allowed). */
  frameUrl(parentOrigin: string): string
  /** The mailbox page, where the login codes arrive: `${origin}/mailbox`. */
  mailboxUrl: string
  /** Every email sent, oldest first. */
  mail: readonly SandboxMail[]
  /** The newest code sent to `email`, for tests. */
  latestCode(email: string): string | undefined
  close(): Promise<void>
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers = {}): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  })
  response.end(JSON.stringify(body))
}

function tokenOf(request: IncomingMessage): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = pair.trim().split('=')
    if (name === cookieName && value) return value
  }
  return undefined
}

// Partitioned (CHIPS): the only cookie Chromium keeps for a frame of another site. Secure is
// required with it; Chromium treats localhost as a secure context.
const sessionCookie = (token: string, maxAge: number) =>
  `${cookieName}=${token}; Path=/; HttpOnly; Secure; SameSite=None; Partitioned; Max-Age=${maxAge}`

async function answerApi(
  store: LoginStore,
  path: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const token = tokenOf(request)
  if (path === '/api/user' && request.method === 'GET') {
    const user = token ? store.userOf(token) : undefined
    return sendJson(response, 200, {
      user: user
        ? {
            email: user.email,
            address: user.address,
            accounts: [{ address: user.address, type: 'eoa' }],
          }
        : null,
    })
  }
  if (request.method !== 'POST') return sendJson(response, 405, { message: 'Method not allowed' })
  const body = await readJsonBody(request)
  if (!body.ok) return sendJson(response, body.status, { message: body.detail })
  const fields = (
    typeof body.value === 'object' && body.value !== null ? body.value : {}
  ) as Record<string, unknown>
  if (path === '/api/login/email') {
    const email = typeof fields.email === 'string' ? fields.email.trim().toLowerCase() : ''
    if (!emailPattern.test(email) || email.length > 254)
      return sendJson(response, 400, { message: 'Invalid email' })
    store.sendCode(email)
    return sendJson(response, 200, { action: 'VERIFY_OTP' })
  }
  if (path === '/api/login/otp') {
    const email = typeof fields.email === 'string' ? fields.email.trim().toLowerCase() : ''
    const otp = typeof fields.otp === 'string' ? fields.otp.trim() : ''
    const result = store.verifyCode(email, otp)
    if ('refused' in result) return sendJson(response, 400, { message: result.refused })
    return sendJson(response, 200, {}, { 'set-cookie': sessionCookie(result.token, 7 * 24 * 3600) })
  }
  if (path === '/api/sign-out') {
    if (token) store.endSession(token)
    return sendJson(response, 200, {}, { 'set-cookie': sessionCookie('', 0) })
  }
  return sendJson(response, 404, { message: 'Not found' })
}

/**
 * The sandbox's stand-in for the secure site of email login (SPEC section 7, DESIGN "The
 * sandbox"): on `localhost` (another site than an app on 127.0.0.1), it serves the frame page that
 * speaks the kit's frame protocol, a small login API (a 6-digit code per email, a key per user, a
 * session in a partitioned cookie), and a mailbox page where the codes arrive. Only the allowed
 * origins may frame it (CSP `frame-ancestors`).
 * @example const site = await startSecureSite({ allowedOrigins: ['http://127.0.0.1:5173'] })
 */
export async function startSecureSite(options: StartSecureSiteOptions): Promise<SecureSite> {
  const store = createLoginStore(options.dataDir ? { dataDir: options.dataDir } : {})
  const bundle = await build({
    entryPoints: [frameEntry],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    logLevel: 'silent',
  })
  const frameJs = bundle.outputFiles[0]?.text ?? ''
  const allowed = new Set(options.allowedOrigins)
  const ancestors = [...allowed].join(' ') || "'none'"

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const path = url.pathname
    if (path === '/frame') {
      const parent = url.searchParams.get('parent') ?? ''
      if (!allowed.has(parent)) {
        response.writeHead(403, { 'content-type': 'text/plain' })
        response.end('This origin may not use the secure site.')
        return
      }
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': `frame-ancestors ${ancestors}; default-src 'self'; script-src 'self'`,
      })
      response.end(
        '<!doctype html><html><head><meta charset="utf-8"><title>appkit sandbox secure site</title></head><body><script src="/frame.js"></script></body></html>',
      )
      return
    }
    if (path === '/frame.js') {
      response.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
      })
      response.end(frameJs)
      return
    }
    if (path === '/mailbox') {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      })
      response.end(renderMailbox(store.mail))
      return
    }
    if (path === '/mailbox.json') return sendJson(response, 200, { mail: store.mail })
    if (path.startsWith('/api/')) {
      answerApi(store, path, request, response).catch(() =>
        sendJson(response, 500, { message: 'Server error' }),
      )
      return
    }
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`
  return {
    origin,
    mailboxUrl: `${origin}/mailbox`,
    frameUrl: (parentOrigin) => `${origin}/frame?parent=${encodeURIComponent(parentOrigin)}`,
    mail: store.mail,
    latestCode: (email) => store.mail.findLast((each) => each.to === email.toLowerCase())?.code,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
