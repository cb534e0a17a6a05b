import type { CaipNetwork } from '../../../../schema/index.js'
import type { Connector } from '../../connectors/Connector.js'
import { type AccountType, BaseError } from '../../kernel.js'
import type { BitcoinNaming } from './BitcoinNaming.js'
import type { BitcoinAccountAddress } from './BitcoinProvider.js'
import { fieldOf } from './bitcoinAnswer.js'
import {
  acknowledgedWithin,
  bitcoinMainnetReference,
  bitcoinNetworkIdOf,
} from './bitcoinConnection.js'
import { createWbip004Provider } from './createWbip004Provider.js'
import { orderBitcoinAccounts } from './orderBitcoinAccounts.js'
import { readBitcoinAccounts } from './readBitcoinAccounts.js'
import { requestWbip004, type Wbip004Provider } from './requestWbip004.js'

export interface Wbip004ConnectorOptions {
  /** `wbip004:<id>`, the entry's property path: stable per wallet across page loads. */
  id: string
  /** Sanitized already. */
  name: string
  /** Sanitized already: only ever an `<img src>`. */
  icon?: string | undefined
  /** The page's provider, the exact object the entry's id pointed to. */
  provider: Wbip004Provider
  /** The Bitcoin network the kit has selected. */
  selectedNetwork?: (() => CaipNetwork | undefined) | undefined
  /** The config's account type for bip122: payment unless it says ordinal. */
  preferredAccountType?: (() => AccountType | undefined) | undefined
  naming: BitcoinNaming
}

/**
 * A connector (type ANNOUNCED, chain bip122) over a WBIP004 provider (`window.btc_providers`, as
 * sats-connect wallets install them). Connecting asks `getAccounts` for payment and ordinal
 * accounts and uses the well-formed ones whose address is of the kit's selected Bitcoin network
 * (mainnet when none is), the preferred account type first (a wallet with ordinal accounts only
 * connects with its ordinal one); a wallet that shares accounts of another network only fails,
 * naming the network. A reload asks `wallet_getAccount`, which answers without a prompt once the
 * site has permission. The wallet does not choose the network the kit reads: the kit's selected
 * Bitcoin network is the chain, and switching only records it. The wallet's `disconnect` event
 * ends the connection.
 * @example createWbip004Connector({ id: 'wbip004:SandboxWalletBitcoin', name, icon, provider, naming })
 */
export function createWbip004Connector(options: Wbip004ConnectorOptions): Connector {
  const { provider, naming } = options
  /** The network reference chosen by connect or switchChain. */
  let chosen: string | number | undefined
  /** The accounts the site may use, the preferred type first; none when not connected. */
  let accounts: readonly BitcoinAccountAddress[] = []

  const chainId = () => chosen ?? options.selectedNetwork?.()?.id ?? bitcoinMainnetReference
  const ordered = (found: readonly BitcoinAccountAddress[]) =>
    orderBitcoinAccounts(found, options.preferredAccountType?.())
  const provided = createWbip004Provider({ provider, naming, accounts: () => accounts })

  /**
   * The accounts the site has permission for, of the selected network, without a prompt; none on
   * any error.
   */
  async function permittedAccounts(): Promise<BitcoinAccountAddress[]> {
    try {
      const result = await requestWbip004(provider, 'wallet_getAccount')
      const { bitcoinAccountsOnNetwork } = await import('./bitcoinAccountsOnNetwork.js')
      const shared = readBitcoinAccounts(fieldOf(result, 'addresses'), naming.isAddress)
      return ordered(
        bitcoinAccountsOnNetwork(shared, bitcoinNetworkIdOf(options.selectedNetwork?.())),
      )
    } catch {
      return []
    }
  }

  return {
    id: options.id,
    type: 'ANNOUNCED',
    name: options.name,
    icon: options.icon,
    chain: 'bip122',
    async connect({ network, signal } = {}) {
      signal?.throwIfAborted()
      const result = await requestWbip004(provider, 'getAccounts', {
        purposes: ['payment', 'ordinals'],
      })
      signal?.throwIfAborted()
      const shared = readBitcoinAccounts(result, naming.isAddress)
      if (shared.length === 0) {
        throw new BaseError('Failed to connect', {
          code: 'FAILED_TO_CONNECT',
          details: `${options.name} shared no Bitcoin payment or ordinal account.`,
        })
      }
      // The wallet picks its network; the kit reads the selected one: another's addresses are
      // accounts the kit cannot serve.
      const networkId = bitcoinNetworkIdOf(network ?? options.selectedNetwork?.())
      const onNetwork = await import('./bitcoinAccountsOnNetwork.js')
      signal?.throwIfAborted()
      const found = ordered(onNetwork.bitcoinAccountsOnNetwork(shared, networkId))
      if (found.length === 0) throw onNetwork.noBitcoinAccountOnNetwork(options.name, networkId)
      accounts = found
      chosen = network?.id ?? chainId()
      return { accounts: found.map((account) => account.address), chainId: chainId() }
    },
    async disconnect() {
      accounts = []
      await acknowledgedWithin(() => requestWbip004(provider, 'wallet_renouncePermissions'))
    },
    async getAccounts() {
      return accounts.map((account) => account.address)
    },
    async getChainId() {
      return chainId()
    },
    getProvider: () => provided,
    async isAuthorized() {
      accounts = await permittedAccounts()
      return accounts.length > 0
    },
    async switchChain(network) {
      chosen = network.id
    },
    subscribe(listener) {
      const stops: (() => void)[] = []
      /** Reads since subscribing: only the latest one's answer counts, and none after the stop. */
      let reads = 0
      let stopped = false
      const on = (event: string, handle: () => void) => {
        try {
          const stop = provider.addListener?.(event, handle)
          if (typeof stop === 'function') stops.push(() => stop())
        } catch {
          // The page's object: a wallet without working events just sends none.
        }
      }
      on('accountChange', () => {
        if (accounts.length === 0) return
        const read = ++reads
        void permittedAccounts().then((found) => {
          if (stopped || read !== reads || accounts.length === 0) return
          accounts = found
          if (found.length === 0) listener.disconnect?.()
          else listener.accountsChanged?.(found.map((account) => account.address))
        })
      })
      on('disconnect', () => {
        if (accounts.length === 0) return
        // The wallet ended the connection: its provider answers 4100 from now on.
        accounts = []
        listener.disconnect?.()
      })
      return () => {
        stopped = true
        for (const stop of stops.splice(0)) {
          try {
            stop()
          } catch {
            // Nothing more to do for a wallet whose stop throws.
          }
        }
      }
    },
  }
}
