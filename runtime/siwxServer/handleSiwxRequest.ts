import type { IncomingMessage, ServerResponse } from 'node:http'
import type { SiwxServer, SiwxServerVerifyReturnType } from './createSiwxServer.js'
import { readJsonBody } from './readJsonBody.js'
import { readSessionCookie, type SessionCookie, sessionCookieHeader } from './sessionCookie.js'

/**
 * What the protocol needs of the server: its methods, `verify` with the session's end, and what
 * its configured `uri` and options decide.
 */
export interface SiwxRequestContext extends Omit<SiwxServer, 'handle'> {
  open(input: {
    message: string
    signature: string
  }): Promise<SiwxServerVerifyReturnType & { expiresAt?: number }>
  /** The origin of the configured `uri`: a POST from a page of another origin is refused. */
  origin: string
  /** The session cookie's name and `Secure` flag, decided from the configured `uri`. */
  cookie: SessionCookie
  /** The longest a request body may take to arrive, in ms. */
  bodyTimeoutMs: number
}

type Answer = { status: number; body?: unknown; headers?: Record<string, string | number> }

const routes: Record<string, 'GET' | 'POST'> = {
  '/nonce': 'GET',
  '/verify': 'POST',
  '/session': 'GET',
  '/revoke': 'POST',
}

function send(response: ServerResponse, answer: Answer): void {
  const headers: Record<string, string | number> = {
    'cache-control': 'no-store',
    ...answer.headers,
  }
  if (answer.body === undefined) {
    response.writeHead(answer.status, headers).end()
    return
  }
  const text = JSON.stringify(answer.body)
  headers['content-type'] = 'application/json; charset=utf-8'
  headers['content-length'] = Buffer.byteLength(text)
  response.writeHead(answer.status, headers).end(text)
}

/**
 * `/api/siwx/` and `/api/siwx` are one base. A base that is not a path (`siwx`), or `/` alone,
 * which would claim every path of the app, matches nothing.
 */
function normalizeBase(basePath: unknown): string | undefined {
  if (typeof basePath !== 'string') return undefined
  const base = basePath.replace(/\/+$/, '')
  return base.startsWith('/') ? base : undefined
}

async function answer(
  server: SiwxRequestContext,
  request: IncomingMessage,
  route: string,
): Promise<Answer> {
  const method = Object.hasOwn(routes, route) ? routes[route] : undefined
  if (!method) {
    return { status: 404, body: { error: 'not-found', detail: `no route ${route}` } }
  }
  if (request.method !== method) {
    return {
      status: 405,
      headers: { allow: method },
      body: { error: 'method-not-allowed', detail: `${route} answers ${method} only` },
    }
  }
  const origin = request.headers.origin
  if (method === 'POST' && origin !== undefined && origin !== server.origin) {
    return { status: 403, body: { error: 'origin-mismatch', detail: `origin is ${origin}` } }
  }
  // Refused on every route: with the name twice, which cookie is the visitor's cannot be told,
  // and answering as either could sign the visitor in as whoever planted the other.
  const cookie = readSessionCookie(request, server.cookie.name)
  if (cookie.duplicate) {
    const detail = `the ${server.cookie.name} cookie came more than once: clear this site's cookies`
    return { status: 400, body: { error: 'duplicate-cookie', detail } }
  }
  const { token } = cookie
  const clearCookie = { 'set-cookie': sessionCookieHeader(server.cookie, '', 0) }

  if (route === '/nonce') return { status: 200, body: { nonce: await server.issueNonce() } }
  if (route === '/session') {
    const session = token === undefined ? undefined : await server.getSession(token)
    // A cookie whose session is gone is cleared, so the browser stops sending it.
    const clear = token !== undefined && !session ? { headers: clearCookie } : {}
    return { status: 200, body: { session: session ?? null }, ...clear }
  }
  if (route === '/revoke') {
    if (token !== undefined) await server.revoke(token)
    return { status: 204, headers: clearCookie }
  }

  const body = await readJsonBody(request, server.bodyTimeoutMs)
  if (!body.ok) return { status: body.status, body: { error: body.error, detail: body.detail } }
  const { message, signature } = (body.value ?? {}) as Record<string, unknown>
  if (
    typeof body.value !== 'object' ||
    Array.isArray(body.value) ||
    typeof message !== 'string' ||
    typeof signature !== 'string'
  ) {
    const detail = 'the body must be { "message": string, "signature": string }'
    return { status: 400, body: { error: 'malformed-body', detail } }
  }
  const result = await server.open({ message, signature })
  if (!result.ok) {
    const status = result.reason === 'malformed-message' ? 400 : 401
    return { status, body: { error: result.reason, detail: result.detail } }
  }
  const maxAge = ((result.expiresAt ?? Date.now()) - Date.now()) / 1000
  return {
    status: 200,
    headers: { 'set-cookie': sessionCookieHeader(server.cookie, result.token, maxAge) },
    body: { session: result.session },
  }
}

/**
 * The HTTP protocol of `createSiwxServer(...).handle` (docs/siwx.md): `GET nonce`, `POST verify`,
 * `GET session`, `POST revoke` under `basePath`, JSON in and out, the session token in an
 * `HttpOnly` cookie. Resolves `false` for a path outside `basePath`; never rejects: a failure of
 * the storage is a 500.
 * @example if (await handleSiwxRequest(context, request, response, '/api/siwx')) return
 */
export async function handleSiwxRequest(
  server: SiwxRequestContext,
  request: IncomingMessage,
  response: ServerResponse,
  basePath: string,
): Promise<boolean> {
  let route: string
  try {
    const base = normalizeBase(basePath)
    if (base === undefined) return false
    const { pathname } = new URL(request.url ?? '/', 'http://localhost')
    if (pathname !== base && !pathname.startsWith(`${base}/`)) return false
    route = pathname.slice(base.length)
  } catch {
    return false
  }
  try {
    const reply = await answer(server, request, route)
    // Answered before the body has all arrived (too large, too slow, or a route that reads
    // none): the rest may never come, so the connection ends with the answer rather than wait.
    const unread = !request.complete
    if (unread) reply.headers = { ...reply.headers, connection: 'close' }
    send(response, reply)
    if (unread) response.once('finish', () => request.socket?.destroy())
  } catch {
    if (!response.headersSent) {
      send(response, { status: 500, body: { error: 'server-error', detail: 'try again later' } })
    } else response.destroy()
  }
  return true
}
