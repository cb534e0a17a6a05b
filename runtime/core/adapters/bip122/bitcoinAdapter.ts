// Through the kernel, as the engine's other entries reach it: one shared first-load file.
import { bip122Methods, walletConnectEvents } from '../../kernel.js'
import type { ChainAdapter } from '../ChainAdapter.js'
import { createLazyDiscovery } from '../createLazyDiscovery.js'
import type { BitcoinNaming } from './BitcoinNaming.js'
import { isBitcoinAddress } from './isBitcoinAddress.js'
import { createSessionBitcoinProvider } from './walletConnect/createSessionBitcoinProvider.js'

/** What the adapter's lazily loaded code is handed instead of importing it (see `BitcoinNaming`). */
const naming: BitcoinNaming = { isAddress: isBitcoinAddress }

/**
 * The Bitcoin (bip122) adapter: WBIP004 providers (`window.btc_providers`, as sats-connect
 * wallets install them) and Wallet Standard wallets with bitcoin features, payment and ordinal
 * accounts (payment first), the bip122 methods and events of SPEC section 6 with WalletConnect's
 * `BitcoinProvider`, balances read from the network's Esplora API, sending BTC and BIP-322
 * sign-in. Everything beyond these few lines (the discovery, the Wallet Standard registry,
 * `@scure/btc-signer`, the features' code) is fetched with `import()` only when a kit with a
 * Bitcoin network uses it; an app that does not import `appkit/bitcoin` has none of it.
 * @example createAppKit(config, { adapters: [eip155Adapter, bitcoinAdapter] })
 */
export const bitcoinAdapter: ChainAdapter = {
  namespace: 'bip122',
  accountTypes: ['payment', 'ordinal'],
  // Wallets keep ordinals on their taproot address and pay from another (Xverse, Leather, the
  // Sandbox Wallet): a bech32m v1 address (`bc1p`, `tb1p`, `bcrt1p`) is the ordinal account.
  accountTypeOf: (address) => (/^(bc|tb|bcrt)1p/i.test(address) ? 'ordinal' : 'payment'),
  isAddress: isBitcoinAddress,
  createDiscovery(page, options) {
    return createLazyDiscovery(() =>
      import('./createBitcoinDiscovery.js').then((module) =>
        module.createBitcoinDiscovery(page, options, naming),
      ),
    )
  },
  walletConnect: {
    methods: bip122Methods,
    events: walletConnectEvents,
    createProvider: (session) => createSessionBitcoinProvider(session, naming),
  },
  async readNativeBalance(_appKit, network, address) {
    const { readBitcoinBalance } = await import('./readBitcoinBalance.js')
    return readBitcoinBalance(network, address)
  },
  // Each loads a module whose exports are the hook's contract.
  send: () => import('./send/bitcoinSend.js'),
  siwx: () => import('./bitcoinSiwx.js'),
}
