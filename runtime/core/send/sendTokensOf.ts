import type { CaipNetwork } from '../../../schema/index.js'
import type { TokenBalance } from '../state/AccountState.js'

/**
 * The tokens the form offers: the account's balances on this network, and always the native
 * currency (from the account's balance while the balances are not in), native first.
 * @example const [native, ...tokens] = sendTokensOf(network, account.tokenBalance ?? [], account.balance)
 */
export function sendTokensOf(
  network: CaipNetwork,
  balances: readonly TokenBalance[],
  nativeBalance: string | undefined,
): TokenBalance[] {
  const tokens = balances.filter((token) => token.chainId === network.caipNetworkId)
  const native = tokens.find((token) => !token.address)
  const others = tokens.filter((token) => token.address && Number(token.quantity.numeric) > 0)
  const { name, symbol, decimals } = network.nativeCurrency
  const nativeToken: TokenBalance = native ?? {
    name,
    symbol,
    chainId: network.caipNetworkId,
    price: 0,
    quantity: { decimals: String(decimals), numeric: nativeBalance ?? '0' },
    iconUrl: '',
  }
  return [nativeToken, ...others]
}
