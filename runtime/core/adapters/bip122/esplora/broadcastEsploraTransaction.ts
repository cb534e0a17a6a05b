import { ApiError } from '../../../api/ApiError.js'
import { esploraFetch, invalidAnswer } from './esploraFetch.js'
import { isTxid } from './esploraValues.js'

const rawHex = /^(?:[0-9a-fA-F]{2})+$/

/**
 * Sends a signed raw transaction to the network (`POST /tx`, the hex as text); resolves with its
 * txid. A refusal (400) keeps the node's own reason (`Invalid Bitcoin address: ...`,
 * `bad-txns-inputs-missingorspent`) in the error's details.
 * @example const txid = await broadcastEsploraTransaction(baseUrl, signed.hex)
 */
export async function broadcastEsploraTransaction(baseUrl: string, hex: string): Promise<string> {
  const path = '/tx'
  if (!rawHex.test(hex)) {
    throw new ApiError('HTTP_REQUEST_FAILED', {
      url: `${baseUrl.replace(/\/+$/, '')}${path}`,
      details: 'Not sent: the transaction is not hex of whole bytes.',
    })
  }
  const text = ((await esploraFetch(baseUrl, path, { method: 'POST', body: hex })) ?? '').trim()
  if (!isTxid(text)) throw invalidAnswer(baseUrl, path, 'the answer is not a txid', 'POST')
  return text
}
