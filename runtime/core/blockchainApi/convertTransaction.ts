import type { CaipNetwork } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import { type ConvertTransaction, readConvertTransaction } from './convertBuiltTransaction.js'
import {
  accountOnNetwork,
  assertSwapNetwork,
  contractOf,
  nativeTokenContract,
  tokenOnNetwork,
} from './convertFields.js'
import {
  type BlockchainApiOptions,
  fetchBlockchainApi,
  invalidResponse,
} from './fetchBlockchainApi.js'

/** SPEC section 9: the swap slippage tolerance, in percent. */
export const swapSlippagePercent = '1'

export interface BuildConvertTransactionParameters {
  caipNetwork: CaipNetwork
  /** The account: a 0x address. */
  address: string
  /** CAIP-10 of the token to sell. */
  from: string
  /** CAIP-10 of the token to buy. */
  to: string
  /** In the sold token's base units. */
  amount: bigint
  /**
   * Build without simulating: for a fee estimate before the approval exists (the simulation would
   * fail on the missing allowance). Default false.
   */
  disableEstimate?: boolean
}

/**
 * The swap transaction (`POST /v1/convert/build-transaction`, slippage 1 %, SPEC section 9),
 * checked: sent from `address`, carrying exactly `amount` wei when selling the native currency and
 * none otherwise, so the wallet is never asked for more than the user typed. Anything else is an
 * `ApiError` INVALID_RESPONSE. Refused without a request off the swap networks.
 * @example const swap = await buildConvertTransaction(appKit, { caipNetwork, address, from: eth, to: usdc, amount })
 */
export async function buildConvertTransaction(
  appKit: AppKit,
  parameters: BuildConvertTransactionParameters,
  options: BlockchainApiOptions = {},
): Promise<ConvertTransaction> {
  const { caipNetwork, address, amount } = parameters
  assertSwapNetwork(appKit, caipNetwork, 'Network not supported for Swaps')
  const from = tokenOnNetwork(caipNetwork, parameters.from)
  const body = {
    projectId: appKit.config.projectId,
    amount: amount.toString(),
    eip155: { slippage: swapSlippagePercent },
    from,
    to: tokenOnNetwork(caipNetwork, parameters.to),
    userAddress: accountOnNetwork(caipNetwork, address),
    disableEstimate: parameters.disableEstimate ?? false,
  }
  const path = '/v1/convert/build-transaction'
  const answer = await fetchBlockchainApi(
    appKit,
    path,
    {},
    { ...options, method: 'POST', body, what: 'failed to prepare the swap' },
  )
  const tx = readConvertTransaction(appKit, answer, {
    caipNetwork,
    path,
    valueField: 'amount',
    from: address,
  })
  const value = contractOf(from) === nativeTokenContract ? amount : 0n
  if (tx.value !== value) {
    throw invalidResponse(appKit, path, 'The swap would send another value than the amount sold.')
  }
  return tx
}
