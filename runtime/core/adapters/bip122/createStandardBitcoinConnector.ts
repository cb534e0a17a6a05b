import type { Wallet } from '@wallet-standard/base'
import type { CaipNetwork } from '../../../../schema/index.js'
import type { Connector } from '../../connectors/Connector.js'
import {
  type AccountType,
  BaseError,
  sanitizeWalletIcon,
  sanitizeWalletName,
} from '../../kernel.js'
import type { BitcoinNaming } from './BitcoinNaming.js'
import type { BitcoinChainReader } from './bitcoinChainReader.js'
import {
  acknowledgedWithin,
  bitcoinMainnetReference,
  bitcoinNetworkIdOf,
} from './bitcoinConnection.js'
import { readBitcoinStandardFeatures } from './bitcoinStandardFeatures.js'
import { createStandardBitcoinProvider } from './createStandardBitcoinProvider.js'
import { orderBitcoinAccounts } from './orderBitcoinAccounts.js'
import {
  readStandardBitcoinAccounts,
  type StandardBitcoinAccount,
} from './readStandardBitcoinAccounts.js'
import { toBitcoinWalletRejection } from './toBitcoinWalletRejection.js'

/** `bitcoinAccountsOnNetwork.js`, loaded on first use. */
type NetworkCheck = typeof import('./bitcoinAccountsOnNetwork.js')

export interface StandardBitcoinConnectorOptions {
  /** `bitcoinStandard:<name>` (`#2` for a namesake): the standard has no id. */
  id: string
  /** The Bitcoin network the kit has selected; its first RPC URL is its Esplora API. */
  selectedNetwork?: (() => CaipNetwork | undefined) | undefined
  /** The config's account type for bip122: payment unless it says ordinal. */
  preferredAccountType?: (() => AccountType | undefined) | undefined
  /** Where sends read UTXOs and fee rates and broadcast. */
  chain: BitcoinChainReader
  naming: BitcoinNaming
}

/**
 * A connector (type ANNOUNCED, chain bip122) over a Wallet Standard wallet with
 * `bitcoin:connect`; `undefined` for a wallet without it or without a name. Connecting asks for
 * payment and ordinal accounts (taproot addresses are ordinal, others payment), the preferred
 * type first, and keeps those whose address is of the kit's selected Bitcoin network (mainnet
 * when none is): a wallet that shares accounts of another network only fails, naming the network.
 * A reload is authorized when a silent `standard:connect`, or else `wallet.accounts`, gives
 * Bitcoin accounts of that network. The kit's selected Bitcoin network is the chain.
 * @example createStandardBitcoinConnector(wallet, { id: 'bitcoinStandard:Xverse', chain, naming })
 */
export function createStandardBitcoinConnector(
  wallet: Wallet,
  options: StandardBitcoinConnectorOptions,
): Connector | undefined {
  const name = sanitizeWalletName(String(wallet.name ?? ''))
  const features = readBitcoinStandardFeatures(wallet.features)
  if (!name || !features) return undefined
  const { naming } = options
  /** The network reference chosen by connect or switchChain. */
  let chosen: string | number | undefined
  /** The accounts the site may use, the preferred type first; none when not connected. */
  let accounts: readonly StandardBitcoinAccount[] = []

  const network = () => options.selectedNetwork?.()
  const chainId = () => chosen ?? network()?.id ?? bitcoinMainnetReference
  /**
   * The network check, loaded with `import()` (it brings btc-signer) by connect and isAuthorized,
   * before any account is kept: a change event, which only counts once connected, finds it here.
   */
  let networkCheck: NetworkCheck | undefined
  const loadNetworkCheck = async () => {
    networkCheck ??= await import('./bitcoinAccountsOnNetwork.js')
    return networkCheck
  }
  /** The well-formed accounts of `value` on the network `caipNetworkId`, the preferred first. */
  const read = (
    check: NetworkCheck,
    value: unknown,
    caipNetworkId = bitcoinNetworkIdOf(network()),
  ) =>
    orderBitcoinAccounts(
      check.bitcoinAccountsOnNetwork(
        readStandardBitcoinAccounts(value, naming.isAddress),
        caipNetworkId,
      ),
      options.preferredAccountType?.(),
    )
  const provider = createStandardBitcoinProvider({
    features,
    accounts: () => accounts,
    esploraUrl: () => network()?.rpcUrls.default.http[0],
    chain: options.chain,
    naming,
  })

  /** The accounts this site may see without a prompt; none on any error. */
  async function silentAccounts(): Promise<StandardBitcoinAccount[]> {
    try {
      const check = await loadNetworkCheck()
      const connect = features?.['standard:connect']
      if (connect) return read(check, (await connect.connect({ silent: true }))?.accounts)
      return read(check, wallet.accounts)
    } catch {
      return []
    }
  }

  return {
    id: options.id,
    type: 'ANNOUNCED',
    name,
    icon: sanitizeWalletIcon(wallet.icon),
    chain: 'bip122',
    async connect({ network: target, signal } = {}) {
      signal?.throwIfAborted()
      let result: unknown
      try {
        result = await features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })
      } catch (error) {
        throw toBitcoinWalletRejection(error)
      }
      signal?.throwIfAborted()
      const shared = (result as { accounts?: unknown } | undefined)?.accounts
      if (readStandardBitcoinAccounts(shared, naming.isAddress).length === 0) {
        throw new BaseError('Failed to connect', {
          code: 'FAILED_TO_CONNECT',
          details: `${name} shared no Bitcoin payment or ordinal account.`,
        })
      }
      // Accounts of another network than the kit's are accounts the kit cannot serve.
      const networkId = bitcoinNetworkIdOf(target ?? network())
      const check = await loadNetworkCheck()
      signal?.throwIfAborted()
      const found = read(check, shared, networkId)
      if (found.length === 0) throw check.noBitcoinAccountOnNetwork(name, networkId)
      accounts = found
      chosen = target?.id ?? chainId()
      return { accounts: found.map((account) => account.address), chainId: chainId() }
    },
    async disconnect() {
      accounts = []
      await acknowledgedWithin(() => features['standard:disconnect']?.disconnect())
    },
    async getAccounts() {
      return accounts.map((account) => account.address)
    },
    async getChainId() {
      return chainId()
    },
    getProvider: () => provider,
    async isAuthorized() {
      accounts = await silentAccounts()
      return accounts.length > 0
    },
    async switchChain(target) {
      chosen = target.id
    },
    subscribe(listener) {
      const events = features['standard:events']
      if (!events) return () => undefined
      let off: unknown
      try {
        off = events.on('change', (properties) => {
          if (accounts.length === 0 || !networkCheck) return
          if (!properties || !('accounts' in properties)) return
          accounts = read(networkCheck, properties.accounts)
          if (accounts.length === 0) listener.disconnect?.()
          else listener.accountsChanged?.(accounts.map((account) => account.address))
        })
      } catch {
        // The page's object: a wallet without working events just sends none.
      }
      return () => {
        try {
          if (typeof off === 'function') off()
        } catch {
          // Nothing more to do for a wallet whose stop throws.
        }
      }
    },
  }
}
