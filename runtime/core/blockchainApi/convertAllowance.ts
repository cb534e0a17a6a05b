import type { CaipNetwork } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import {
  accountOnNetwork,
  assertSwapNetwork,
  readBaseUnits,
  tokenOnNetwork,
} from './convertFields.js'
import {
  type BlockchainApiOptions,
  fetchBlockchainApi,
  invalidResponse,
} from './fetchBlockchainApi.js'
import { isRecord } from './readFields.js'

export interface GetConvertAllowanceParameters {
  caipNetwork: CaipNetwork
  /** The account: a 0x address. */
  address: string
  /** The token to be sold, CAIP-10 on `caipNetwork`. */
  token: string
}

/**
 * How much of `token` the swap service's router may move for `address` now
 * (`GET /v1/convert/allowance`), in the token's base units. Refused without a request off the
 * swap networks ('Network not supported for Swaps'); a failed or malformed answer is an `ApiError`.
 * @example const allowance = await getConvertAllowance(appKit, { caipNetwork, address, token: usdc })
 */
export async function getConvertAllowance(
  appKit: AppKit,
  parameters: GetConvertAllowanceParameters,
  options: BlockchainApiOptions = {},
): Promise<bigint> {
  const { caipNetwork } = parameters
  assertSwapNetwork(appKit, caipNetwork, 'Network not supported for Swaps')
  const query = {
    tokenAddress: tokenOnNetwork(caipNetwork, parameters.token),
    userAddress: accountOnNetwork(caipNetwork, parameters.address),
  }
  const path = '/v1/convert/allowance'
  const body = await fetchBlockchainApi(appKit, path, query, {
    ...options,
    what: 'failed to get the allowance',
  })
  const allowance = isRecord(body) ? readBaseUnits(body.allowance) : undefined
  if (allowance === undefined) {
    throw invalidResponse(appKit, path, 'The allowance is not of the shape { allowance }.')
  }
  return allowance
}
