import type { IncomingMessage, ServerResponse } from 'node:http'
import { createPublicClient, http, type PublicClient } from 'viem'
import type { CaipNetworkId } from '../../schema/index.js'
import { parseRfc3339DateTime } from '../core/siwx/parseRfc3339DateTime.js'
import { parseSiwxMessage } from '../core/siwx/parseSiwxMessage.js'
import {
  type SiwxSession,
  type SiwxVerifyFailure,
  verifySiwxMessage,
} from '../core/siwx/verifySiwxMessage.js'
import { createNonceSigner } from './createNonceSigner.js'
import { handleSiwxRequest } from './handleSiwxRequest.js'
import { defaultBodyTimeoutMs } from './readJsonBody.js'
import { createMemorySiwxStorage, type SiwxServerStorage } from './SiwxServerStorage.js'
import { readSessionCookie, sessionCookieOf } from './sessionCookie.js'
import { createSessionToken, isSessionToken, sessionKey } from './sessionToken.js'

export interface CreateSiwxServerParameters {
  /** The RFC 3986 authority messages must name: `app.example.com`, `127.0.0.1:5173`. */
  domain: string
  /**
   * The URI messages must name, compared exactly: `https://app.example.com`. It also decides the
   * session cookie: https gives `__Host-appkit_siwx`, `Secure`; plain http is accepted only on a
   * loopback host (development: `appkit_siwx`, not `Secure`).
   */
  uri: string
  /**
   * An RPC URL per eip155 network (`eip155:1`): with one, contract accounts of that chain sign in
   * too (ERC-1271, ERC-6492). Without one, an eip155 signature must recover to the address (EOA).
   */
  rpcUrls?: Partial<Record<CaipNetworkId, string>>
  /** Longest a session lasts, in seconds, even if its message has no or a later expiry. 1 day by default. */
  sessionTtlSeconds?: number
  /**
   * Where spent nonces and sessions are kept; in this process's memory by default. A storage given
   * here needs `nonceSecret` too (it is shared, so the processes behind it must share the key).
   */
  storage?: SiwxServerStorage
  /**
   * The key nonces are authenticated with (32 bytes or more). Random per server by default, and
   * required with `storage`: several processes behind one storage need the same one, so that a
   * nonce one issued another accepts. Keep it secret: whoever has it can mint nonces.
   */
  nonceSecret?: string | Uint8Array
  /** Longest a request body may take to arrive, in ms; 10 000 by default. Slower gets 408. */
  bodyTimeoutMs?: number
}

export type SiwxServerVerifyReturnType =
  | { ok: true; session: SiwxSession; token: string }
  | { ok: false; reason: SiwxVerifyFailure; detail: string }

export interface SiwxServer {
  /**
   * A fresh nonce for the client's next message: single use, valid for 10 minutes. Nothing is
   * stored: the nonce carries its expiry and an HMAC under this server's `nonceSecret`.
   */
  issueNonce(): Promise<string>
  /**
   * Verifies a signed message against this server's domain, URI and one of its unused nonces
   * (spent by this call, whatever the outcome), and on success opens a session: `token` is what
   * the client keeps (the HTTP protocol puts it in a cookie). Rejects only if the storage does.
   */
  verify(parameters: { message: string; signature: string }): Promise<SiwxServerVerifyReturnType>
  /** The session of a token, or `undefined` when unknown, revoked or expired. */
  getSession(token: string): Promise<SiwxSession | undefined>
  /**
   * The session of a request's cookie (as `handle` set it), or `undefined`: no cookie, an unknown,
   * revoked or expired session, or the cookie sent twice. For the app's own routes.
   */
  getRequestSession(request: Pick<IncomingMessage, 'headers'>): Promise<SiwxSession | undefined>
  /** Ends a session; an unknown token is fine. */
  revoke(token: string): Promise<void>
  /**
   * Answers the HTTP protocol under `basePath` (docs/siwx.md) and resolves `true`; resolves
   * `false`, writing nothing, for a request outside it. Never rejects.
   */
  handle(request: IncomingMessage, response: ServerResponse, basePath?: string): Promise<boolean>
}

/** How long an issued nonce may be used. */
export const siwxNonceTtlMs = 10 * 60_000
const defaultSessionTtlSeconds = 24 * 60 * 60

function requireText(name: string, value: unknown): string {
  if (typeof value !== 'string' || value === '' || value.trim() !== value) {
    throw new TypeError(`createSiwxServer: ${name} must be a non-empty string`)
  }
  return value
}

/**
 * The server side of sign-in, framework-free: issues nonces, verifies signed messages
 * (`verifySiwxMessage`, failing closed), keeps sessions behind opaque tokens, and answers a small
 * JSON protocol from any Node HTTP server through `handle`.
 * @example
 * const siwx = createSiwxServer({ domain: 'app.example.com', uri: 'https://app.example.com' })
 * createServer(async (req, res) => {
 *   if (await siwx.handle(req, res, '/api/siwx')) return
 *   const session = await siwx.getRequestSession(req) // the app's other routes
 * })
 */
export function createSiwxServer(parameters: CreateSiwxServerParameters): SiwxServer {
  const domain = requireText('domain', parameters?.domain)
  const uri = requireText('uri', parameters.uri)
  let parsedUri: URL
  try {
    parsedUri = new URL(uri)
  } catch {
    throw new TypeError('createSiwxServer: uri must be an absolute URI')
  }
  const scheme = parsedUri.protocol.slice(0, -1)
  const cookie = sessionCookieOf(parsedUri)
  const bodyTimeoutMs = parameters.bodyTimeoutMs ?? defaultBodyTimeoutMs
  if (!Number.isFinite(bodyTimeoutMs) || bodyTimeoutMs <= 0) {
    throw new TypeError('createSiwxServer: bodyTimeoutMs must be a positive number')
  }
  if (parameters.storage !== undefined && parameters.nonceSecret === undefined) {
    // Each process would pick its own random key: a nonce one issued, another would refuse.
    throw new TypeError(
      'createSiwxServer: a storage needs a nonceSecret (32 bytes or more), the same in every process that shares it',
    )
  }
  const nonces = createNonceSigner(parameters.nonceSecret)
  const sessionTtlMs = (parameters.sessionTtlSeconds ?? defaultSessionTtlSeconds) * 1000
  if (!Number.isFinite(sessionTtlMs) || sessionTtlMs <= 0) {
    throw new TypeError('createSiwxServer: sessionTtlSeconds must be a positive number')
  }
  const storage = parameters.storage ?? createMemorySiwxStorage()
  if (typeof storage.spendNonce !== 'function') {
    // A storage written for the former saveNonce / takeNonce contract (docs/siwx.md, Storage).
    throw new TypeError('createSiwxServer: storage must implement spendNonce')
  }
  const rpcUrls = parameters.rpcUrls ?? {}
  const clients = new Map<string, PublicClient>()
  const clientFor = (chainId: CaipNetworkId) => {
    const url = Object.hasOwn(rpcUrls, chainId) ? rpcUrls[chainId] : undefined
    if (!url) return undefined
    let client = clients.get(chainId)
    if (!client) {
      client = createPublicClient({
        transport: http(url, { timeout: 10_000, retryCount: 3, retryDelay: 150 }),
      })
      clients.set(chainId, client)
    }
    return client
  }

  const open = async (input: {
    message: string
    signature: string
  }): Promise<SiwxServerVerifyReturnType & { expiresAt?: number }> => {
    const { message, signature } = (input ?? {}) as { message?: unknown; signature?: unknown }
    if (typeof message !== 'string') {
      return { ok: false, reason: 'malformed-message', detail: 'message must be a string' }
    }
    if (typeof signature !== 'string') {
      return { ok: false, reason: 'malformed-signature', detail: 'signature must be a string' }
    }
    const parsed = parseSiwxMessage(message)
    if (!parsed.ok) {
      const { field, line, reason } = parsed.problem
      return { ok: false, reason: 'malformed-message', detail: `line ${line}, ${field}: ${reason}` }
    }
    const { namespace, chainId, nonce } = parsed.fields
    // Checked and spent before the other fields and the signature: a nonce serves one attempt.
    // Its HMAC and expiry come first, so a nonce this server never issued (or altered) reaches
    // neither the storage nor an RPC.
    const nonceExpiry = await nonces.expiryOf(nonce)
    if (
      nonceExpiry === undefined ||
      Date.now() >= nonceExpiry ||
      !(await storage.spendNonce(nonce, nonceExpiry))
    ) {
      return {
        ok: false,
        reason: 'nonce-used',
        detail: 'nonce was not issued here, has expired or was already used',
      }
    }
    const expected = { domain, uri, nonce, scheme }
    let result = await verifySiwxMessage({ message, signature, expected })
    // An EOA's signature recovers locally; only what does not (a contract account's) goes to
    // the chain's RPC, so EOAs sign in even while that RPC is down.
    const publicClient = namespace === 'eip155' ? clientFor(`eip155:${chainId}`) : undefined
    if (
      publicClient &&
      !result.ok &&
      (result.reason === 'invalid-signature' || result.reason === 'malformed-signature')
    ) {
      result = await verifySiwxMessage({ message, signature, expected, publicClient })
    }
    if (!result.ok) return { ok: false, reason: result.reason, detail: result.detail }

    const expiry = result.session.data.expirationTime
    const messageExpiry = expiry === undefined ? Infinity : (parseRfc3339DateTime(expiry) ?? 0)
    const expiresAt = Math.min(Date.now() + sessionTtlMs, messageExpiry)
    const token = createSessionToken()
    await storage.saveSession(await sessionKey(token), { session: result.session, expiresAt })
    return { ok: true, session: result.session, token, expiresAt }
  }

  const server: SiwxServer = {
    issueNonce: () => nonces.issue(Date.now() + siwxNonceTtlMs),

    async verify(input) {
      const { expiresAt: _expiresAt, ...result } = await open(input)
      return result
    },

    async getSession(token) {
      if (!isSessionToken(token)) return undefined
      const key = await sessionKey(token)
      const record = await storage.loadSession(key)
      if (!record) return undefined
      if (Date.now() < record.expiresAt) return record.session
      await storage.deleteSession(key)
      return undefined
    },

    async getRequestSession(request) {
      const value = readSessionCookie(request, cookie.name)
      if (value.duplicate || value.token === undefined) return undefined
      return server.getSession(value.token)
    },

    async revoke(token) {
      if (isSessionToken(token)) await storage.deleteSession(await sessionKey(token))
    },

    handle: (request, response, basePath = '/siwx') =>
      handleSiwxRequest(
        { ...server, open, origin: parsedUri.origin, cookie, bodyTimeoutMs },
        request,
        response,
        basePath,
      ),
  }
  return server
}
