import type { CaipNetwork } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import { BaseError } from '../kernel.js'
import type { AccountTransaction } from './AccountTransaction.js'
import { refusal } from './checkNetwork.js'
import { type BlockchainApiOptions, fetchBlockchainApi } from './fetchBlockchainApi.js'
import { isSpamOnly, parseTransaction } from './parseTransaction.js'
import { readPage } from './readPage.js'

export interface GetHistoryPageParameters {
  address: string
  caipNetwork: CaipNetwork
  /** The `next` of the previous page; none for the first. */
  cursor?: string | undefined
}
export interface GetHistoryPageReturnType {
  transactions: AccountTransaction[]
  /** The cursor of the following page; absent on the last. */
  next?: string
}

/**
 * One page of the account's activity on one network (`GET /v1/account/{address}/history`),
 * newest first, each entry validated and made safe to show. Hidden (SPEC section 5): transactions
 * on another network, and those that only moved spam NFTs. Activity is eip155 only (SPEC section
 * 9): another namespace, or a network the config lacks, is a `BaseError` CHAIN_NOT_SUPPORTED
 * without a request; a failed request is an `ApiError`.
 * @example
 * const first = await getHistoryPage(appKit, { address, caipNetwork })
 * const second = first.next ? await getHistoryPage(appKit, { address, caipNetwork, cursor: first.next }) : undefined
 */
export async function getHistoryPage(
  appKit: AppKit,
  parameters: GetHistoryPageParameters,
  options: BlockchainApiOptions = {},
): Promise<GetHistoryPageReturnType> {
  const { address, caipNetwork, cursor } = parameters
  const refused = refusal(appKit, caipNetwork, address, {
    feature: 'Activity',
    namespaces: ['eip155'],
  })
  if (refused) {
    throw new BaseError('Chain is not supported', { code: 'CHAIN_NOT_SUPPORTED', details: refused })
  }
  const path = `/v1/account/${encodeURIComponent(address)}/history`
  const query = { chainId: caipNetwork.caipNetworkId, cursor }
  const what = 'failed to get the transactions'
  const body = await fetchBlockchainApi(appKit, path, query, { ...options, what })
  const { data, next } = readPage(appKit, path, body)
  const transactions = data.flatMap((entry) => {
    const transaction = parseTransaction(entry)
    const shown = transaction?.chain === caipNetwork.caipNetworkId && !isSpamOnly(transaction)
    return transaction && shown ? [transaction] : []
  })
  return { transactions, ...(next ? { next } : {}) }
}
