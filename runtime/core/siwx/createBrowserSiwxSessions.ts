import type { CaipNetworkId } from '../../../schema/index.js'
import type { SafeStorage } from '../storage/createSafeStorage.js'
import { storageKeys } from '../storage/storageKeys.js'
import { createNonceStore } from './createNonceStore.js'
import { isSessionCurrent } from './isSessionCurrent.js'
import { parseSiwxMessage } from './parseSiwxMessage.js'
import { isSessionOf, type SiwxSessionBackend } from './SiwxSessionBackend.js'
import { SiwxVerifyError } from './siwxErrors.js'
import {
  type SiwxSession,
  type VerifySiwxMessageParameters,
  verifySiwxMessage,
} from './verifySiwxMessage.js'

export interface CreateBrowserSiwxSessionsParameters {
  storage: SafeStorage
  /** The page's host (`app.example.com`, `127.0.0.1:5173`): what messages must name. */
  domain: string
  /** The page's origin: what the messages' URI must be. */
  uri: string
  /** The origin's scheme, without the colon. */
  scheme: string
  /** A client of an eip155 network, so contract accounts verify (ERC-1271 / ERC-6492). */
  publicClientFor?: (caipNetworkId: CaipNetworkId) => VerifySiwxMessageParameters['publicClient']
  now?: () => number
}

/**
 * Sessions kept in the browser, for apps without a server: the kit issues the nonce, verifies the
 * signed message itself (an EOA by recovery, then a contract account through the network's RPC),
 * and keeps only the message and its signature; a session is read back from that text each time,
 * so a stored value cannot claim what was not signed.
 * @example const sessions = createBrowserSiwxSessions({ storage, domain: location.host, uri: location.origin, scheme: 'https' })
 */
export function createBrowserSiwxSessions(
  parameters: CreateBrowserSiwxSessionsParameters,
): SiwxSessionBackend {
  const { storage, domain, uri, scheme } = parameters
  const now = parameters.now ?? Date.now
  const nonces = createNonceStore({ now })
  const key = storageKeys.siwxSessions

  function readSessions(): SiwxSession[] {
    const sessions: SiwxSession[] = []
    for (const stored of storage.get(key) ?? []) {
      const parsed = parseSiwxMessage(stored.message)
      if (!parsed.ok || parsed.fields.domain !== domain || parsed.fields.uri !== uri) continue
      const { namespace, address, chainId, scheme: _scheme, ...rest } = parsed.fields
      sessions.push({
        data: { ...rest, accountAddress: address, chainId: `${namespace}:${chainId}` },
        message: stored.message,
        signature: stored.signature,
      })
    }
    return sessions
  }

  function keep(sessions: readonly SiwxSession[]): void {
    storage.set(
      key,
      sessions.map(({ message, signature }) => ({ message, signature })),
    )
  }

  return {
    async getNonce() {
      return nonces.issue()
    },
    async addSession({ message, signature }) {
      const parsed = parseSiwxMessage(message)
      const nonce = parsed.ok ? parsed.fields.nonce : ''
      const expected = { domain, uri, nonce, scheme }
      // An EOA's signature recovers locally: it signs in even while the network's RPC is down.
      let result = await verifySiwxMessage({ message, signature, expected, now: now() })
      if (!result.ok && result.reason === 'invalid-signature' && parsed.ok) {
        const publicClient = parameters.publicClientFor?.(
          `${parsed.fields.namespace}:${parsed.fields.chainId}` as CaipNetworkId,
        )
        if (publicClient) {
          result = await verifySiwxMessage({
            message,
            signature,
            expected,
            now: now(),
            publicClient,
          })
        }
      }
      if (!result.ok) throw new SiwxVerifyError(result.reason, result.detail)
      // Spent only once everything else held, and only if this page issued it.
      if (!nonces.consume(nonce)) throw new SiwxVerifyError('nonce-used')
      const { session } = result
      const at = now()
      const others = readSessions().filter(
        (each) =>
          isSessionCurrent(each, at) &&
          !isSessionOf(each, session.data.chainId, session.data.accountAddress),
      )
      keep([...others, session])
      return session
    },
    async getSession(caipNetworkId, address) {
      const at = now()
      return readSessions()
        .filter((session) => isSessionOf(session, caipNetworkId, address))
        .find((session) => isSessionCurrent(session, at))
    },
    async revoke(address) {
      const sessions = readSessions()
      const kept = sessions.filter((session) =>
        session.data.chainId.startsWith('eip155:')
          ? session.data.accountAddress.toLowerCase() !== address.toLowerCase()
          : session.data.accountAddress !== address,
      )
      if (kept.length !== sessions.length) keep(kept)
    },
  }
}
