import type { CaipNetwork } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import { assertSwapNetwork, readBaseUnits } from './convertFields.js'
import {
  type BlockchainApiOptions,
  fetchBlockchainApi,
  invalidResponse,
} from './fetchBlockchainApi.js'
import { isRecord } from './readFields.js'

/** Gas prices in wei, for three speeds. */
export interface ConvertGasPrice {
  standard: bigint
  fast: bigint
  instant: bigint
}

export interface GetConvertGasPriceParameters {
  caipNetwork: CaipNetwork
}

/**
 * The swap service's gas prices on `caipNetwork` (`GET /v1/convert/gas-price`), in wei. 'Network
 * not supported for Gas Price' (a `BaseError`) without a request where the kit offers no swaps;
 * a failed answer, or one whose prices are not wei integer strings, is an `ApiError`.
 * @example const { standard } = await getConvertGasPrice(appKit, { caipNetwork: ethereum })
 */
export async function getConvertGasPrice(
  appKit: AppKit,
  parameters: GetConvertGasPriceParameters,
  options: BlockchainApiOptions = {},
): Promise<ConvertGasPrice> {
  const { caipNetwork } = parameters
  assertSwapNetwork(appKit, caipNetwork, 'Network not supported for Gas Price')
  const path = '/v1/convert/gas-price'
  const body = await fetchBlockchainApi(
    appKit,
    path,
    { chainId: caipNetwork.caipNetworkId },
    { ...options, what: 'failed to get the gas price' },
  )
  const standard = isRecord(body) ? readBaseUnits(body.standard) : undefined
  const fast = isRecord(body) ? readBaseUnits(body.fast) : undefined
  const instant = isRecord(body) ? readBaseUnits(body.instant) : undefined
  if (standard === undefined || fast === undefined || instant === undefined) {
    const details = 'The gas price is not of the shape { standard, fast, instant } in wei.'
    throw invalidResponse(appKit, path, details)
  }
  return { standard, fast, instant }
}
