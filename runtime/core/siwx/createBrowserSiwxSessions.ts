import type { CaipNetworkId } from '../../../schema/index.js'
// Through the public entry, not the modules themselves: a lazy chunk that imports a first-load
// module by its own path makes the bundler split that module out into an extra first-load file.
import { isSameAccount, storageKeys } from '../kernel.js'
import type { SafeStorage } from '../storage/createSafeStorage.js'
import { createNonceStore } from './createNonceStore.js'
import { isSessionCurrent } from './isSessionCurrent.js'
import { readSiwxMessage } from './readSiwxMessage.js'
import type { SiwxChains } from './SiwxChain.js'
import {
  isSessionOf,
  isSessionOfAnother,
  type SiwxSessionBackend,
  sessionFromText,
} from './SiwxSessionBackend.js'
import { SiwxVerifyError } from './siwxErrors.js'
import {
  type SiwxSession,
  type VerifySiwxMessageParameters,
  verifySiwxMessageWith,
} from './verifySiwxMessageWith.js'

export interface CreateBrowserSiwxSessionsParameters {
  storage: SafeStorage
  /** The page's host (`app.example.com`, `127.0.0.1:5173`): what messages must name. */
  domain: string
  /** The page's origin: what the messages' URI must be. */
  uri: string
  /** The origin's scheme, without the colon. */
  scheme: string
  /**
   * The sign-in rules of the kit's chain adapters (`siwxChainsOf`): messages of other namespaces
   * are not read, kept or verified.
   */
  chains: () => Promise<SiwxChains>
  /** A client of an eip155 network, so contract accounts verify (ERC-1271 / ERC-6492). */
  publicClientFor?: (caipNetworkId: CaipNetworkId) => VerifySiwxMessageParameters['publicClient']
  now?: () => number
}

/**
 * Sessions kept in the browser, for apps without a server: the kit issues the nonce, verifies the
 * signed message itself (an EOA by recovery, then a contract account through the network's RPC),
 * and keeps only the message and its signature; a session is read back from that text and its
 * signature checked again, so a stored value cannot claim what was not signed.
 * @example const sessions = createBrowserSiwxSessions({ storage, domain: location.host, uri: location.origin, scheme: 'https' })
 */
export function createBrowserSiwxSessions(
  parameters: CreateBrowserSiwxSessionsParameters,
): SiwxSessionBackend {
  const { storage, domain, uri, scheme } = parameters
  const now = parameters.now ?? Date.now
  const nonces = createNonceStore({ now })
  const key = storageKeys.siwxSessions

  function readSessions(chains: SiwxChains): SiwxSession[] {
    const sessions: SiwxSession[] = []
    for (const stored of storage.get(key) ?? []) {
      const session = sessionFromText(stored.message, stored.signature, chains)
      if (session?.data.domain === domain && session.data.uri === uri) sessions.push(session)
    }
    return sessions
  }

  function keep(sessions: readonly SiwxSession[]): void {
    storage.set(
      key,
      sessions.map(({ message, signature }) => ({ message, signature })),
    )
  }

  /**
   * Verifies a signed message for this page at the current time: an EOA's signature recovers
   * locally (it signs in while the network's RPC is down); anything else goes through the
   * network's client (contract accounts: ERC-1271 signatures of any length, ERC-6492).
   */
  async function verify(message: string, signature: string, nonce: string, chains: SiwxChains) {
    const parsed = readSiwxMessage(message, chains)
    if (!parsed.ok) {
      const { field, line, reason } = parsed.problem
      return {
        ok: false,
        reason: 'malformed-message',
        detail: `line ${line}, ${field}: ${reason}`,
      } as const
    }
    const expected = { domain, uri, nonce, scheme }
    const result = await verifySiwxMessageWith({ message, signature, expected, now: now() }, chains)
    if (result.ok || parsed.fields.namespace !== 'eip155') return result
    if (result.reason !== 'invalid-signature' && result.reason !== 'malformed-signature') {
      return result
    }
    const publicClient = parameters.publicClientFor?.(`eip155:${parsed.fields.chainId}`)
    if (!publicClient) return result
    return verifySiwxMessageWith({ message, signature, expected, now: now(), publicClient }, chains)
  }

  // What a stored message and signature verified to, so a contract account's session is not
  // checked on its network again at every look-up.
  const verified = new Map<string, boolean>()
  async function stillValid(session: SiwxSession, chains: SiwxChains): Promise<boolean> {
    const key = `${session.signature}\n${session.message}`
    if (!verified.has(key)) {
      const result = await verify(session.message, session.signature, session.data.nonce, chains)
      verified.set(key, result.ok)
    }
    return verified.get(key) === true
  }

  return {
    async getNonce() {
      return nonces.issue()
    },
    async addSession({ message, signature }) {
      const chains = await parameters.chains()
      const parsed = readSiwxMessage(message, chains)
      if (!parsed.ok) {
        const { field, line, reason } = parsed.problem
        throw new SiwxVerifyError('malformed-message', `line ${line}, ${field}: ${reason}`)
      }
      // One attempt per nonce, as the server does: spent first, whether the rest holds or not.
      if (!nonces.consume(parsed.fields.nonce)) throw new SiwxVerifyError('nonce-used')
      const result = await verify(message, signature, parsed.fields.nonce, chains)
      if (!result.ok) throw new SiwxVerifyError(result.reason, result.detail)
      const { session } = result
      verified.set(`${signature}\n${message}`, true)
      const at = now()
      const others = readSessions(chains).filter(
        (each) =>
          isSessionCurrent(each, at) &&
          !isSessionOf(each, session.data.chainId, session.data.accountAddress),
      )
      keep([...others, session])
      return session
    },
    async getSession(caipNetworkId, address) {
      const chains = await parameters.chains()
      const at = now()
      const candidates = readSessions(chains).filter(
        (session) => isSessionOf(session, caipNetworkId, address) && isSessionCurrent(session, at),
      )
      // Storage is the page's to edit: a session counts only while its signature still holds.
      for (const session of candidates) if (await stillValid(session, chains)) return session
      return undefined
    },
    async revoke(address) {
      const sessions = readSessions(await parameters.chains())
      const kept = sessions.filter(
        (session) => !isSameAccount(session.data.accountAddress, address),
      )
      if (kept.length !== sessions.length) keep(kept)
    },
    async revokeOthers(namespace, address) {
      const sessions = readSessions(await parameters.chains())
      const ended = sessions.filter((session) => isSessionOfAnother(session, namespace, address))
      if (ended.length === 0) return []
      keep(sessions.filter((session) => !ended.includes(session)))
      const at = now()
      const held = ended.filter((session) => isSessionCurrent(session, at))
      return [...new Set(held.map((session) => session.data.accountAddress))]
    },
  }
}
