// Loaded with `import()` by the connectors (it brings the address decoder and btc-signer's
// scripts, which discovery does without).
import { BaseError } from '../../kernel.js'
import { bitcoinNetworkName } from './address/bitcoinNetworkOf.js'
import { decodeBitcoinAddress } from './address/decodeBitcoinAddress.js'

/**
 * The accounts whose address is one of the network `caipNetworkId` (`decodeBitcoinAddress`:
 * prefix and checksum), in their order: a wallet on mainnet while the kit is on regtest shares
 * addresses the kit's chain data, sends and sign-in would all refuse or misread.
 * @example bitcoinAccountsOnNetwork(found, 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328') // its bcrt1 / m / n / 2 accounts
 */
export function bitcoinAccountsOnNetwork<Account extends { address: string }>(
  accounts: readonly Account[],
  caipNetworkId: string,
): Account[] {
  return accounts.filter(({ address }) => {
    try {
      decodeBitcoinAddress(address, caipNetworkId)
      return true
    } catch {
      return false
    }
  })
}

/**
 * The connect failure of a wallet that shared accounts, none of them on the kit's network: BaseError
 * 'Failed to connect' (FAILED_TO_CONNECT) whose details name the network and what to do.
 * @example throw noBitcoinAccountOnNetwork('Sandbox Wallet', 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
 */
export function noBitcoinAccountOnNetwork(walletName: string, caipNetworkId: string): BaseError {
  return new BaseError('Failed to connect', {
    code: 'FAILED_TO_CONNECT',
    details: `${walletName} shared no account for ${bitcoinNetworkName(caipNetworkId)}; switch the wallet to that network.`,
  })
}
