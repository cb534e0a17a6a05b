// Through the kernel, as the engine's other entries reach it: one shared first-load file.
import { solanaMethods, walletConnectEvents } from '../../kernel.js'
import type { ChainAdapter } from '../ChainAdapter.js'
import { createLazyDiscovery } from '../createLazyDiscovery.js'
import { isSolanaAddress } from './isSolanaAddress.js'
import type { SolanaNaming } from './SolanaNaming.js'
import { solanaWalletChain } from './solanaWalletChain.js'
import { createSessionSolanaProvider } from './walletConnect/createSessionSolanaProvider.js'

/** What the adapter's lazily loaded code is handed instead of importing it (see `SolanaNaming`). */
const naming: SolanaNaming = { isAddress: isSolanaAddress, walletChain: solanaWalletChain }

/**
 * The Solana adapter: Wallet Standard wallets that have Solana features, SOL balances through
 * `@solana/web3.js`, EOA accounts, the solana methods and events of SPEC section 6, and every
 * Solana feature of the kit: sending SOL and SPL tokens, WalletConnect's Solana provider, the
 * embedded wallet's Solana side and CAIP-122 sign-in. Everything beyond these few lines (the
 * Wallet Standard registry, web3.js, base58, the features' code) is fetched with `import()` only
 * when a kit with a Solana network uses it; an app that does not import `appkit/solana` has none
 * of it in its build.
 * @example createAppKit(config, { adapters: [eip155Adapter, solanaAdapter] })
 */
export const solanaAdapter: ChainAdapter = {
  namespace: 'solana',
  accountTypes: ['eoa'],
  isAddress: isSolanaAddress,
  createDiscovery(page, options) {
    return createLazyDiscovery(() =>
      import('./createSolanaDiscovery.js').then((module) =>
        module.createSolanaDiscovery(page, options, naming),
      ),
    )
  },
  walletConnect: {
    methods: solanaMethods,
    events: walletConnectEvents,
    createProvider: createSessionSolanaProvider,
  },
  async readNativeBalance(_appKit, network, address) {
    const { readSolanaBalance } = await import('./readSolanaBalance.js')
    return readSolanaBalance(network, address)
  },
  // Each loads a module whose exports are the hook's contract.
  send: () => import('./send/solanaSend.js'),
  siwx: () => import('./solanaSiwx.js'),
  embeddedWallet: () => import('./auth/solanaEmbeddedWallet.js'),
}
