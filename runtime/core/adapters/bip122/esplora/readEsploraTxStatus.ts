import { esploraFetch, invalidAnswer } from './esploraFetch.js'
import { isTxid } from './esploraValues.js'

/**
 * Whether transaction `txid` is in a block (`GET /tx/:txid/status`); `undefined` when the
 * server does not know it (404: not yet seen, or dropped from the mempool).
 * @example await readEsploraTxStatus(baseUrl, txid) // { confirmed: false }
 */
export async function readEsploraTxStatus(
  baseUrl: string,
  txid: string,
): Promise<{ confirmed: boolean } | undefined> {
  const shown = txid.slice(0, 80)
  if (!isTxid(txid)) throw new Error(`${shown} is not a transaction id (64 hex).`)
  const path = `/tx/${txid}/status`
  const text = await esploraFetch(baseUrl, path, { notFound: 'undefined' })
  if (text === undefined) return undefined
  let answer: unknown
  try {
    answer = JSON.parse(text)
  } catch {
    throw invalidAnswer(baseUrl, path, 'the answer is not JSON')
  }
  const confirmed = (answer as { confirmed?: unknown } | null)?.confirmed
  if (typeof confirmed !== 'boolean')
    throw invalidAnswer(baseUrl, path, 'confirmed is not true or false')
  return { confirmed }
}
