import { existsSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { readJsonBody } from '../../runtime/siwxServer/readJsonBody.js'
import { answerRpc } from './answerRpc.js'
import { createLoginStore, type LoginStore, type SandboxMail } from './createLoginStore.js'
import { frameStyles } from './frameStyles.js'
import { renderMailbox } from './renderMailbox.js'

/**
 * The frame page's script source: next to this file when run from source; from a bundle (the CLI
 * in dist/), found by walking up to the package root, which ships sandbox/secureSite.
 */
function frameEntry(): string {
  const here = dirname(fileURLToPath(import.meta.url))
  const candidates = [join(here, 'frameScript.ts')]
  for (let dir = here; dirname(dir) !== dir; dir = dirname(dir)) {
    candidates.push(join(dir, 'sandbox', 'secureSite', 'frameScript.ts'))
  }
  const found = candidates.find((path) => existsSync(path))
  if (found) return found
  throw new Error('The secure site source (sandbox/secureSite/frameScript.ts) is missing.')
}
const cookieName = 'appkit_secure_session'
const emailPattern = /^[^\s@<>()[\]\\,;:"]{1,64}@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/
/** How long `onFirstLogin` (funding the wallet) may hold up the login. */
const firstLoginTimeoutMs = 10_000

export interface StartSecureSiteOptions {
  /** The origins that may frame it (CSP `frame-ancestors`): the app's page, e.g. `http://127.0.0.1:5173`. */
  allowedOrigins: readonly string[]
  /** Where each user's key is kept between runs; in memory without it. */
  dataDir?: string
  /** 0 (the default) picks a free port. */
  port?: number
  /**
   * The eip155 chains the embedded wallet serves: chain id -> JSON-RPC URL of a local anvil. Without
   * it, RPC requests are refused and SWITCH_NETWORK takes any chain id.
   */
  chains?: Readonly<Record<number, string>>
  /**
   * Told of each user's address the first time they log in while this site runs (a new email, or
   * a key kept in `dataDir` from an earlier run, whose chains started fresh), before the login
   * succeeds: the sandbox funds it. Given 10 s at most; its failure never fails the login.
   */
  onFirstLogin?: (address: `0x${string}`) => void | Promise<void>
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
  /** Lets `origin` frame the site too (CSP `frame-ancestors` and the `parent` check), from now on. */
  allowOrigin(origin: string): void
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

/** Runs `onFirstLogin`, bounded and with its failure swallowed: the login goes on regardless. */
async function tellFirstLogin(
  onFirstLogin: StartSecureSiteOptions['onFirstLogin'],
  address: `0x${string}`,
): Promise<void> {
  if (!onFirstLogin) return
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([
    Promise.resolve()
      .then(() => onFirstLogin(address))
      .catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, firstLoginTimeoutMs)
    }),
  ])
  clearTimeout(timer)
}

async function answerApi(
  store: LoginStore,
  options: StartSecureSiteOptions,
  /** Addresses that logged in since the site started. */
  loggedIn: Set<string>,
  path: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const token = tokenOf(request)
  if (path === '/api/chains' && request.method === 'GET') {
    const chainIds = options.chains ? Object.keys(options.chains).map(Number) : null
    return sendJson(response, 200, { chainIds })
  }
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
    const user = store.userOf(result.token)
    if (user && !loggedIn.has(user.address)) {
      loggedIn.add(user.address)
      await tellFirstLogin(options.onFirstLogin, user.address)
    }
    return sendJson(response, 200, {}, { 'set-cookie': sessionCookie(result.token, 7 * 24 * 3600) })
  }
  if (path === '/api/rpc') {
    const answer = await answerRpc({
      chains: options.chains ?? {},
      user: token ? store.userOf(token) : undefined,
      request: fields,
    })
    return sendJson(response, answer.status, answer.body)
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
 * session in a partitioned cookie), and a mailbox page where the codes arrive. With `chains`, it
 * is the user's embedded wallet on those chains: reads pass through to the chain, and signing or
 * sending waits for the user's approval in the frame (`POST /api/rpc`). Only the allowed origins
 * may frame it (CSP `frame-ancestors`).
 * @example
 * const site = await startSecureSite({
 *   allowedOrigins: ['http://127.0.0.1:5173'],
 *   chains: { 31337: chain.rpcUrl },
 * })
 */
export async function startSecureSite(options: StartSecureSiteOptions): Promise<SecureSite> {
  const store = createLoginStore(options.dataDir ? { dataDir: options.dataDir } : {})
  const loggedIn = new Set<string>()
  const bundle = await build({
    entryPoints: [frameEntry()],
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
        'content-security-policy': `frame-ancestors ${[...allowed].join(' ') || "'none'"}; default-src 'self'; script-src 'self'`,
      })
      response.end(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>appkit sandbox secure site</title><link rel="stylesheet" href="/frame.css"></head><body><script src="/frame.js"></script></body></html>',
      )
      return
    }
    if (path === '/frame.css') {
      response.writeHead(200, {
        'content-type': 'text/css; charset=utf-8',
        'cache-control': 'no-store',
      })
      response.end(frameStyles)
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
      answerApi(store, options, loggedIn, path, request, response).catch(() =>
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
    allowOrigin(allowedOrigin) {
      // Only a bare origin: anything else would end up inside the CSP header.
      if (!URL.canParse(allowedOrigin) || new URL(allowedOrigin).origin !== allowedOrigin)
        throw new TypeError(`${allowedOrigin} is not an origin like http://127.0.0.1:5173`)
      allowed.add(allowedOrigin)
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
