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

export interface BuildConvertApproveParameters {
  caipNetwork: CaipNetwork
  /** The account: a 0x address. */
  address: string
  /** CAIP-10 of the token to sell (never the native currency: it needs no approval). */
  from: string
  /** CAIP-10 of the token to buy. */
  to: string
  /** In the sold token's base units. */
  amount: bigint
}

/**
 * The transaction that lets the swap router move `amount` of `from` (`GET /v1/convert/build-approve`),
 * checked: sent from `address` to the token's own contract, with no value. Anything else is an
 * `ApiError` INVALID_RESPONSE, never a prompt. Refused without a request off the swap networks.
 * @example const approve = await buildConvertApprove(appKit, { caipNetwork, address, from: usdc, to: eth, amount })
 */
export async function buildConvertApprove(
  appKit: AppKit,
  parameters: BuildConvertApproveParameters,
  options: BlockchainApiOptions = {},
): Promise<ConvertTransaction> {
  const { caipNetwork, address, amount } = parameters
  assertSwapNetwork(appKit, caipNetwork, 'Network not supported for Swaps')
  const from = tokenOnNetwork(caipNetwork, parameters.from)
  const query = {
    userAddress: accountOnNetwork(caipNetwork, address),
    from,
    to: tokenOnNetwork(caipNetwork, parameters.to),
    amount: amount.toString(),
  }
  const path = '/v1/convert/build-approve'
  const body = await fetchBlockchainApi(appKit, path, query, {
    ...options,
    what: 'failed to prepare the approval',
  })
  const tx = readConvertTransaction(appKit, body, {
    caipNetwork,
    path,
    valueField: 'value',
    from: address,
  })
  const contract = contractOf(from)
  if (contract === nativeTokenContract || tx.to.toLowerCase() !== contract || tx.value !== 0n) {
    const details = 'The approval is not a call of the token contract without value.'
    throw invalidResponse(appKit, path, details)
  }
  return tx
}
