import type { CaipNetwork } from '../../../../../schema/index.js'
import type { AuthConnector } from '../../../auth/AuthConnector.js'
import type { EmbeddedWallet } from '../../../auth/EmbeddedWalletSide.js'
import type { FrameUser } from '../../../frame/frameProtocol.js'
import type { ConnectorEvents } from '../../../kernel.js'
import { createSolanaAuthProvider } from './createSolanaAuthProvider.js'

const solanaReference = (chainId: string | number) => String(chainId).replace(/^solana:/, '')

// SPEC section 6: the Solana account is a plain one (`defaultAccountTypes.solana` allows only eoa).
const solanaAccountType = 'eoa'

/**
 * The Solana side of an email login: its own address and network, the same session as the
 * eip155 side (`primary`), whose disconnect and authorization it shares. Loaded by
 * `solanaAdapter.embeddedWallet()` when the login is first asked for its Solana side.
 * @example const solana = createSolanaAuthSide({ primary: connector, request, approve, chain, getWalletInfo, sideOf })
 */
export const createSolanaAuthSide: EmbeddedWallet['createSide'] = (parameters) => {
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
      const found = await request(
        'GET_USER',
        { chainId, preferredAccountType: solanaAccountType },
        { signal: options.signal },
      )
      options.signal?.throwIfAborted()
      user = found
      return { accounts: [found.address], chainId: solanaReference(found.chainId) }
    },
    disconnect: () => primary.disconnect(),
    async getAccounts() {
      user ??= await request('GET_USER', {
        chainId: chain(),
        preferredAccountType: solanaAccountType,
      })
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
