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
import { acknowledgedWithin, bitcoinMainnetReference } from './bitcoinConnection.js'
import { readBitcoinStandardFeatures } from './bitcoinStandardFeatures.js'
import { createStandardBitcoinProvider } from './createStandardBitcoinProvider.js'
import { orderBitcoinAccounts } from './orderBitcoinAccounts.js'
import {
  readStandardBitcoinAccounts,
  type StandardBitcoinAccount,
} from './readStandardBitcoinAccounts.js'
import { toBitcoinWalletRejection } from './toBitcoinWalletRejection.js'

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
 * type first; a reload is authorized when a silent `standard:connect`, or else `wallet.accounts`,
 * gives Bitcoin accounts. The kit's selected Bitcoin network is the chain.
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
  const read = (value: unknown) =>
    orderBitcoinAccounts(
      readStandardBitcoinAccounts(value, naming.isAddress),
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
      const connect = features?.['standard:connect']
      if (connect) return read((await connect.connect({ silent: true }))?.accounts)
      return read(wallet.accounts)
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
      const found = read((result as { accounts?: unknown } | undefined)?.accounts)
      if (found.length === 0) {
        throw new BaseError('Failed to connect', {
          code: 'FAILED_TO_CONNECT',
          details: `${name} shared no Bitcoin payment or ordinal account.`,
        })
      }
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
          if (accounts.length === 0 || !properties || !('accounts' in properties)) return
          accounts = read(properties.accounts)
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
