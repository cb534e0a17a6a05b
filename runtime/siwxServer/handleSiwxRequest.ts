import type { IncomingMessage, ServerResponse } from 'node:http'
import type { SiwxServer, SiwxServerVerifyReturnType } from './createSiwxServer.js'
import { readJsonBody } from './readJsonBody.js'
import { readSessionCookie, sessionCookie } from './sessionCookie.js'

/** What the protocol needs of the server: its methods, `verify` with the session's end, its origin. */
export interface SiwxRequestContext extends Omit<SiwxServer, 'handle'> {
  open(input: {
    message: string
    signature: string
  }): Promise<SiwxServerVerifyReturnType & { expiresAt?: number }>
  /** The origin of the configured `uri`: a POST from a page of another origin is refused. */
  origin: string
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
  const token = readSessionCookie(request)

  if (route === '/nonce') return { status: 200, body: { nonce: await server.issueNonce() } }
  if (route === '/session') {
    const session = token === undefined ? undefined : await server.getSession(token)
    // A cookie whose session is gone is cleared, so the browser stops sending it.
    const clear =
      token !== undefined && !session
        ? { headers: { 'set-cookie': sessionCookie(request, '', 0) } }
        : {}
    return { status: 200, body: { session: session ?? null }, ...clear }
  }
  if (route === '/revoke') {
    if (token !== undefined) await server.revoke(token)
    return { status: 204, headers: { 'set-cookie': sessionCookie(request, '', 0) } }
  }

  const body = await readJsonBody(request)
  if (!body.ok) {
    return {
      status: body.status,
      body: { error: body.error, detail: body.detail },
      ...(body.status === 413 ? { headers: { connection: 'close' } } : {}),
    }
  }
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
    headers: { 'set-cookie': sessionCookie(request, result.token, maxAge) },
    body: { session: result.session },
  }
}

/**
 * The HTTP protocol of `createSiwxServer(...).handle` (docs/siwx.md): `GET nonce`, `POST verify`,
 * `GET session`, `POST revoke` under `basePath`, JSON in and out, the session token in an
 * `HttpOnly` cookie. Resolves `false` for a path outside `basePath`; never rejects: a failure of
 * the storage is a 500.
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
    send(response, reply)
    // A body past the limit is not read: close rather than drain it.
    if (reply.status === 413) response.once('finish', () => request.socket?.destroy())
  } catch {
    if (!response.headersSent) {
      send(response, { status: 500, body: { error: 'server-error', detail: 'try again later' } })
    } else response.destroy()
  }
  return true
}
