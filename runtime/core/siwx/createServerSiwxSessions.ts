import type { CaipNetworkId } from '../../../schema/index.js'
import { isSameAccount } from '../kernel.js'
import { isSessionCurrent } from './isSessionCurrent.js'
import type { SiwxChains } from './SiwxChain.js'
import {
  isSessionOf,
  isSessionOfAnother,
  type SiwxSessionBackend,
  sessionFromText,
} from './SiwxSessionBackend.js'
import { SiwxServerError, SiwxVerifyError } from './siwxErrors.js'
import type { SiwxSession } from './verifySiwxMessageWith.js'

export interface CreateServerSiwxSessionsParameters {
  /** The protocol's base URL (`https://app.example.com/api/siwx`), resolved already. */
  endpoint: string
  /**
   * The sign-in rules of the kit's chain adapters (`siwxChainsOf`): a session the server answers
   * is read back from its signed text by them.
   */
  chains: () => Promise<SiwxChains>
  /** Longest wait for one answer; 10 s by default (SPEC section 9's RPC time-out). */
  timeoutMs?: number
  fetch?: typeof fetch
  now?: () => number
}

const defaultTimeoutMs = 10_000

/** The session the server answered, re-read from its signed text; anything else is `undefined`. */
function sessionFromAnswer(answer: unknown, chains: SiwxChains): SiwxSession | undefined {
  const session = (answer as { session?: unknown } | null)?.session
  if (typeof session !== 'object' || session === null) return undefined
  const { message, signature } = session as { message?: unknown; signature?: unknown }
  if (typeof message !== 'string' || typeof signature !== 'string') return undefined
  return sessionFromText(message, signature, chains)
}

/** The server's own words for a refusal, its `error` and `detail`, each cut short when long. */
function problemOf(answer: unknown): { error?: string; detail?: string } {
  const { error, detail } = (answer ?? {}) as { error?: unknown; detail?: unknown }
  return {
    ...(typeof error === 'string' ? { error: error.slice(0, 64) } : {}),
    ...(typeof detail === 'string' ? { detail: detail.slice(0, 200) } : {}),
  }
}

/**
 * Sessions kept by the app's server through the HTTP protocol of `appkit/siwx-server`
 * (docs/siwx.md): `GET nonce`, `POST verify`, `GET session`, `POST revoke`, with the session in
 * the server's `HttpOnly` cookie. Every call is bounded; a server that is down, slow or answers
 * something else rejects with `SiwxServerError`, a refused signature with `SiwxVerifyError`.
 * @example const sessions = createServerSiwxSessions({ endpoint: new URL('/api/siwx', location.href).href })
 */
export function createServerSiwxSessions(
  parameters: CreateServerSiwxSessionsParameters,
): SiwxSessionBackend {
  const base = parameters.endpoint.replace(/\/+$/, '')
  const timeoutMs = parameters.timeoutMs ?? defaultTimeoutMs
  const now = parameters.now ?? Date.now
  const fetchFn = parameters.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args))

  // The cookie's session is asked for by the look-up and by the revokes at once (on connect,
  // evaluate() and signOutOthers()): concurrent callers share the one request in flight, until a
  // verify or revoke may change the answer.
  let sessionRequest: Promise<{ status: number; json: unknown }> | undefined

  async function call(
    path: 'nonce' | 'verify' | 'session' | 'revoke',
    body?: unknown,
  ): Promise<{ status: number; json: unknown }> {
    const url = `${base}/${path}`
    if (path === 'verify' || path === 'revoke') sessionRequest = undefined
    let response: Response
    try {
      response = await fetchFn(url, {
        method: body === undefined && path !== 'revoke' ? 'GET' : 'POST',
        credentials: 'include',
        cache: 'no-store',
        signal: AbortSignal.timeout(timeoutMs),
        ...(body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      })
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
      throw new SiwxServerError(
        timedOut ? `${url} did not answer within ${timeoutMs / 1000} s` : `${url} is unreachable`,
        error,
      )
    }
    if (response.status === 204) return { status: 204, json: undefined }
    let json: unknown
    try {
      json = await response.json()
    } catch (error) {
      throw new SiwxServerError(`${url} answered HTTP ${response.status} without JSON`, error)
    }
    if (response.status >= 500 || response.status === 404 || response.status === 405) {
      throw new SiwxServerError(`${url} answered HTTP ${response.status}`)
    }
    return { status: response.status, json }
  }

  function readSession(): Promise<{ status: number; json: unknown }> {
    if (!sessionRequest) {
      const request = call('session').finally(() => {
        if (sessionRequest === request) sessionRequest = undefined
      })
      sessionRequest = request
    }
    return sessionRequest
  }

  /**
   * Ends the cookie's session when `ends` holds for it, and answers it when it did. The server
   * keeps one session per visitor (its cookie), of one account: whose it is is asked first.
   */
  async function revokeIf(
    ends: (session: SiwxSession) => boolean,
  ): Promise<SiwxSession | undefined> {
    const session = sessionFromAnswer((await readSession()).json, await parameters.chains())
    if (!session || !ends(session)) return undefined
    await call('revoke')
    return session
  }

  return {
    async getNonce() {
      const { status, json } = await call('nonce')
      const nonce = (json as { nonce?: unknown } | null)?.nonce
      if (status !== 200 || typeof nonce !== 'string' || !/^[A-Za-z0-9]{8,}$/.test(nonce)) {
        throw new SiwxServerError(`${base}/nonce answered HTTP ${status} without a nonce`)
      }
      return nonce
    },
    async addSession({ message, signature }) {
      const { status, json } = await call('verify', { message, signature })
      if (status !== 200) {
        const { error, detail } = problemOf(json)
        throw new SiwxVerifyError(error ?? `HTTP ${status}`, detail)
      }
      const session = sessionFromAnswer(json, await parameters.chains())
      // The server must have kept exactly what was signed here.
      if (!session || session.message !== message || session.signature !== signature) {
        throw new SiwxServerError(`${base}/verify answered a session for another message`)
      }
      return session
    },
    async getSession(caipNetworkId: CaipNetworkId, address: string) {
      const { status, json } = await readSession()
      if (status !== 200) {
        // A refusal says why and what to do (`duplicate-cookie`: clear this site's cookies).
        const { error, detail } = problemOf(json)
        const why = [error, detail].filter((each) => each !== undefined).join(': ')
        throw new SiwxServerError(`${base}/session answered HTTP ${status}${why && `: ${why}`}`)
      }
      const session = sessionFromAnswer(json, await parameters.chains())
      if (!session || !isSessionOf(session, caipNetworkId, address)) return undefined
      return isSessionCurrent(session, now()) ? session : undefined
    },
    async revoke(address) {
      // Only this account's session: signing out one namespace leaves the other's session.
      await revokeIf((session) => isSameAccount(session.data.accountAddress, address))
    },
    async revokeOthers(namespace, address) {
      // The app's server takes the cookie's session for the visitor's account: one of another
      // account of the namespace whose wallet holds `address` names the wrong one, even expired.
      const ended = await revokeIf((session) => isSessionOfAnother(session, namespace, address))
      return ended && isSessionCurrent(ended, now()) ? [ended.data.accountAddress] : []
    },
  }
}
