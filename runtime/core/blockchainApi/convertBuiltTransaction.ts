import type { CaipNetwork } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import type { ApiError } from '../api/ApiError.js'
import { readCallData, readQuantity, readTransactionAddress } from './convertFields.js'
import { invalidResponse } from './fetchBlockchainApi.js'
import { isRecord } from './readFields.js'

/** A transaction the swap service built, checked, ready for the wallet's `eth_sendTransaction`. */
export interface ConvertTransaction {
  from: `0x${string}`
  to: `0x${string}`
  data: `0x${string}`
  /** Wei sent with the call. */
  value: bigint
  gas: bigint
  /** Wei per gas. */
  gasPrice: bigint
}

export interface ReadConvertTransactionParameters {
  caipNetwork: CaipNetwork
  /** The route, for the error of a malformed answer. */
  path: string
  /** The field the answer carries the value in: `value` (build-approve) or `amount` (build-transaction). */
  valueField: 'value' | 'amount'
  /** The account the transaction must be sent from. */
  from: string
}

/**
 * The `{ tx: { from, to, data, value | amount, eip155: { gas, gasPrice } } }` answer of a build
 * call, validated: addresses plain or CAIP-10 on the network, whole-byte call data, quantities as
 * decimal or hex strings; a transaction from another account than the user's is refused. Anything
 * else is an `ApiError` INVALID_RESPONSE, so no malformed transaction reaches the wallet.
 * @example const tx = readConvertTransaction(appKit, body, { caipNetwork, path, valueField: 'amount', from })
 */
export function readConvertTransaction(
  appKit: Pick<AppKit, 'config'>,
  body: unknown,
  parameters: ReadConvertTransactionParameters,
): ConvertTransaction {
  const { caipNetwork, path } = parameters
  const fail = (details: string): ApiError => invalidResponse(appKit, path, details)
  const tx = isRecord(body) && isRecord(body.tx) ? body.tx : undefined
  const terms = tx && isRecord(tx.eip155) ? tx.eip155 : undefined
  if (!tx || !terms) throw fail('The answer is not of the shape { tx: { ..., eip155 } }.')
  const from = readTransactionAddress(tx.from, caipNetwork)
  const to = readTransactionAddress(tx.to, caipNetwork)
  const data = readCallData(tx.data)
  const value = readQuantity(tx[parameters.valueField])
  const gas = readQuantity(terms.gas)
  const gasPrice = readQuantity(terms.gasPrice)
  if (!from || !to || !data || value === undefined || gas === undefined || gas === 0n) {
    throw fail('The transaction lacks a valid from, to, data, value or gas.')
  }
  if (gasPrice === undefined) throw fail('The transaction has no gas price in wei.')
  if (from.toLowerCase() !== parameters.from.toLowerCase()) {
    throw fail('The transaction is not from the account that asked for it.')
  }
  return { from, to, data, value, gas, gasPrice }
}
