import type { CaipNetwork } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import { BaseError } from '../kernel.js'
import { refusal } from './checkNetwork.js'
import { type BlockchainApiOptions, fetchBlockchainApi } from './fetchBlockchainApi.js'
import { type AccountNft, parseNft } from './parseNft.js'
import { readPage } from './readPage.js'

export type { AccountNft } from './parseNft.js'

export interface GetNftsPageParameters {
  address: string
  caipNetwork: CaipNetwork
  /** The `next` of the previous page; none for the first. */
  cursor?: string | undefined
}
export interface GetNftsPageReturnType {
  nfts: AccountNft[]
  /** The cursor of the following page; absent on the last. */
  next?: string
}

/**
 * One page of the NFTs the account holds on one network (`GET /v1/account/{address}/nfts`), each
 * validated and made safe to show; spam and other networks' entries dropped. eip155 networks of
 * the config only (a `BaseError` CHAIN_NOT_SUPPORTED otherwise, without a request); a failed
 * request is an `ApiError`.
 * @example
 * const { nfts, next } = await getNftsPage(appKit, { address, caipNetwork })
 */
export async function getNftsPage(
  appKit: AppKit,
  parameters: GetNftsPageParameters,
  options: BlockchainApiOptions = {},
): Promise<GetNftsPageReturnType> {
  const { address, caipNetwork, cursor } = parameters
  const refused = refusal(appKit, caipNetwork, address, {
    feature: 'NFTs',
    namespaces: ['eip155'],
  })
  if (refused) {
    throw new BaseError('Chain is not supported', { code: 'CHAIN_NOT_SUPPORTED', details: refused })
  }
  const path = `/v1/account/${encodeURIComponent(address)}/nfts`
  const query = { chainId: caipNetwork.caipNetworkId, cursor }
  const what = 'failed to get the NFTs'
  const body = await fetchBlockchainApi(appKit, path, query, { ...options, what })
  const { data, next } = readPage(appKit, path, body)
  const nfts = data.flatMap((entry) => parseNft(entry, caipNetwork.caipNetworkId) ?? [])
  return { nfts, ...(next ? { next } : {}) }
}
