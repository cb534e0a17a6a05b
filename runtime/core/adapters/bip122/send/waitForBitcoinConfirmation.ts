import type { CaipNetwork } from '../../../../../schema/index.js'
import { type PollOptions, pollUntil } from '../../../send/pollUntil.js'
import { readEsploraTxStatus } from '../esplora/readEsploraTxStatus.js'
import { esploraUrlOf } from '../readBitcoinBalance.js'

/**
 * Polls `GET /tx/:txid/status` on the network's Esplora API until the transaction is in a block:
 * 'confirmed'; `undefined` when `options`' bound runs out first. A Bitcoin transfer does not fail
 * once relayed (no reverts): while unknown or in the mempool it is still pending.
 * @example await waitForBitcoinConfirmation(network, txid, { timeoutMs: 600_000 }) // 'confirmed'
 */
export function waitForBitcoinConfirmation(
  network: CaipNetwork,
  txid: string,
  options: PollOptions,
): Promise<'confirmed' | undefined> {
  const baseUrl = esploraUrlOf(network)
  return pollUntil(async () => {
    const status = await readEsploraTxStatus(baseUrl, txid.toLowerCase())
    return status?.confirmed ? 'confirmed' : undefined
  }, options)
}
