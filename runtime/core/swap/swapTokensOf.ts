import type { CaipNetwork } from '../../../schema/index.js'
import { nativeTokenContract } from '../blockchainApi/convertFields.js'
import type { ConvertToken } from '../blockchainApi/convertTokens.js'
import type { TokenBalance } from '../state/AccountState.js'
import type { SwapToken } from './SwapToken.js'

const held = (token: SwapToken) => /[1-9]/.test(token.quantity.numeric)

/**
 * The CAIP-10 address the swap service names `network`'s native currency by.
 * @example nativeSwapAddress(ethereum) // 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
 */
export function nativeSwapAddress(network: Pick<CaipNetwork, 'caipNetworkId'>): string {
  return `${network.caipNetworkId}:${nativeTokenContract}`
}

function balanceOf(
  token: ConvertToken,
  isNative: boolean,
  balances: readonly TokenBalance[],
): TokenBalance | undefined {
  const address = token.address.toLowerCase()
  return balances.find((row) => (row.address ? row.address.toLowerCase() === address : isNative))
}

/**
 * The tokens the Swap view offers on `network`: those the swap service trades there (the native
 * currency always, first among equals), each with the account's balance and price from
 * `balances`; the tokens the account holds come first, the most valuable first, then the rest in
 * the service's order.
 * @example const tokens = swapTokensOf(ethereum, await getConvertTokens(...), account.tokenBalance, account.balance)
 */
export function swapTokensOf(
  network: CaipNetwork,
  tokens: readonly ConvertToken[],
  balances: readonly TokenBalance[],
  nativeBalance: string | undefined,
): SwapToken[] {
  const nativeAddress = nativeSwapAddress(network)
  const { name, symbol, decimals } = network.nativeCurrency
  const listed = tokens.some((token) => token.address.toLowerCase() === nativeAddress)
  const all: ConvertToken[] = listed
    ? [...tokens]
    : [{ name, symbol, address: nativeAddress, decimals, logoUri: '' }, ...tokens]
  const onNetwork = balances.filter((row) => row.chainId === network.caipNetworkId)
  const offered = all.map((token): SwapToken => {
    const isNative = token.address.toLowerCase() === nativeAddress
    const row = balanceOf(token, isNative, onNetwork)
    const numeric = row?.quantity.numeric ?? (isNative ? nativeBalance : undefined) ?? '0'
    return {
      ...token,
      isNative,
      quantity: { decimals: String(token.decimals), numeric },
      price: row?.price ? row.price : undefined,
      value: row?.value,
    }
  })
  const first = offered.filter(held).sort((a, b) => (b.value ?? 0) - (a.value ?? 0))
  return [...first, ...offered.filter((token) => !held(token))]
}
