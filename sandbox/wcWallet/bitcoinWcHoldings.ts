import { type BitcoinAccount, bitcoinAccount } from '../devWallet/bitcoinKeys.js'
import { type BitcoinNetworkParams, bitcoinNetworkOf } from '../devWallet/bitcoinNetwork.js'

/** `startWcWallet`'s `bitcoin` option. */
export interface WcWalletBitcoinOptions {
  /** The ledger's Esplora base URL (no trailing slash): UTXOs, fee rate, broadcast. */
  esploraUrl: string
  /** The CAIP-2 bip122 chain it holds the account on, e.g. regtest's. */
  caipNetworkId: string
  /**
   * Private keys (32 bytes hex) of the accounts: `payment` (P2WPKH) and `ordinal` (P2TR). The
   * wallet connects the first, as WalletConnect's Bitcoin spec has wallets offer one account.
   */
  accounts: readonly { payment: string; ordinal: string }[]
}

/** The WalletConnect wallet's Bitcoin side: its chain, network rules, ledger and account. */
export interface BitcoinWcHoldings {
  chain: string
  network: BitcoinNetworkParams
  esploraUrl: string
  account: BitcoinAccount
}

/**
 * Reads the `bitcoin` option: the chain's address network, and the first account's payment and
 * ordinal keys; throws naming what is wrong (chain id, key, a missing account or URL).
 * @example
 * bitcoinWcHoldings({ esploraUrl, caipNetworkId: sandboxBitcoinCaipNetworkId, accounts: [keys] }).account.payment.address
 */
export function bitcoinWcHoldings(options: WcWalletBitcoinOptions): BitcoinWcHoldings {
  const network = bitcoinNetworkOf(options.caipNetworkId)
  if (typeof options.esploraUrl !== 'string' || !/^https?:\/\//.test(options.esploraUrl)) {
    throw new Error(
      `bitcoin.esploraUrl must be an http(s) Esplora base URL, got ${JSON.stringify(options.esploraUrl)}.`,
    )
  }
  const [keys] = options.accounts ?? []
  if (!keys) throw new Error('bitcoin.accounts needs at least one { payment, ordinal } key pair.')
  return {
    chain: options.caipNetworkId,
    network,
    esploraUrl: options.esploraUrl,
    account: bitcoinAccount(keys, network, 'bitcoin.accounts[0]'),
  }
}
