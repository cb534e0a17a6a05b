import type { CaipNetwork, ChainNamespace } from '../../../schema/index.js'
import type { FrameUser } from '../frame/frameProtocol.js'
import type { ConnectorEvents } from '../kernel.js'
import type { AuthConnector } from './AuthConnector.js'
import type { FrameRequest } from './createFrameSession.js'
import { createSolanaAuthProvider } from './createSolanaAuthProvider.js'

export interface SolanaAuthSideParameters {
  /** The eip155 connector of the same login: disconnect and authorization are the login's. */
  primary: AuthConnector
  /** A request to the secure frame (the frame session's, with its origin check). */
  request: FrameRequest
  /** A Solana request that needs the user, through the ApproveTransaction view. */
  approve(method: string, params: Record<string, unknown>): Promise<unknown>
  /** The CAIP-2 id of the Solana network the kit is on. */
  chain(): string
  getWalletInfo(): { name: string }
  /** The login's other side, for `forNamespace`. */
  sideOf(namespace: ChainNamespace): Promise<AuthConnector | undefined>
}

export interface SolanaAuthSide {
  readonly connector: AuthConnector
  /** The login ended: the Solana account is forgotten. */
  forget(): void
  /** The login moved to another email. */
  renameEmail(email: string): void
}

const solanaReference = (chainId: string | number) => String(chainId).replace(/^solana:/, '')

/**
 * The Solana side of an email login: its own address and network, the same session as the
 * eip155 side (`primary`), whose disconnect and authorization it shares.
 * @example const solana = createSolanaAuthSide({ primary: connector, request, approve, chain, getWalletInfo, sideOf })
 */
export function createSolanaAuthSide(parameters: SolanaAuthSideParameters): SolanaAuthSide {
  const { primary, request, chain } = parameters
  const listeners = new Set<Partial<ConnectorEvents>>()
  let user: FrameUser | undefined
  const provider = createSolanaAuthProvider({
    publicKey: () => user?.address,
    chain,
    approve: parameters.approve,
  })

  const connector: AuthConnector = {
    id: 'auth',
    type: 'AUTH',
    name: 'Email',
    chain: 'solana',
    async connect(options = {}) {
      const chainId = options.network?.caipNetworkId ?? chain()
      const found = await request('GET_USER', { chainId }, { signal: options.signal })
      options.signal?.throwIfAborted()
      user = found
      return { accounts: [found.address], chainId: solanaReference(found.chainId) }
    },
    disconnect: () => primary.disconnect(),
    async getAccounts() {
      user ??= await request('GET_USER', { chainId: chain() })
      return [user.address]
    },
    async getChainId() {
      const { chainId } = await request('SWITCH_NETWORK', { chainId: chain() })
      return solanaReference(chainId)
    },
    getProvider: () => provider,
    isAuthorized: () => primary.isAuthorized(),
    async switchChain(network: CaipNetwork) {
      const { chainId } = await request('SWITCH_NETWORK', { chainId: network.caipNetworkId })
      const reference = solanaReference(chainId)
      for (const listener of listeners) listener.chainChanged?.(reference)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getWalletInfo: parameters.getWalletInfo,
    forNamespace: parameters.sideOf,
  }

  return {
    connector,
    forget() {
      user = undefined
    },
    renameEmail(email) {
      if (user) user = { ...user, email }
    },
  }
}
