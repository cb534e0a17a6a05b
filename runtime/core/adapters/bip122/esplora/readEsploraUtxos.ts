import { esploraJson, invalidAnswer } from './esploraFetch.js'
import { addressSegment, isSats, isTxid, maxUtxos } from './esploraValues.js'

/** One unspent output of an address. */
export interface EsploraUtxo {
  txid: string
  vout: number
  /** Satoshis. */
  value: bigint
  /** In a block (false: still in the mempool). */
  confirmed: boolean
}

/**
 * The unspent outputs of `address`, confirmed and unconfirmed (`GET /address/:address/utxo`;
 * outputs spent in the mempool are already left out by the server), each checked: a 64-hex txid,
 * a whole output index, a whole non-negative value. At most `maxUtxos`.
 * @example const utxos = await readEsploraUtxos(baseUrl, 'bcrt1q...')
 */
export async function readEsploraUtxos(baseUrl: string, address: string): Promise<EsploraUtxo[]> {
  const path = `/address/${addressSegment(address)}/utxo`
  const answer = await esploraJson(baseUrl, path)
  if (!Array.isArray(answer)) throw invalidAnswer(baseUrl, path, 'the answer is not a list')
  if (answer.length > maxUtxos) {
    throw invalidAnswer(baseUrl, path, `more than ${maxUtxos} unspent outputs`)
  }
  return answer.map((entry: unknown, index) => {
    const { txid, vout, value, status } = (entry ?? {}) as Record<string, unknown>
    const confirmed = (status as { confirmed?: unknown } | null | undefined)?.confirmed
    if (!isTxid(txid) || !isSats(vout) || !isSats(value) || typeof confirmed !== 'boolean') {
      throw invalidAnswer(baseUrl, path, `output ${index} is not { txid, vout, value, status }`)
    }
    return { txid, vout, value: BigInt(value), confirmed }
  })
}
