import type { CaipNetwork } from '../../../../../schema/index.js'
import type { CheckReceiverResult } from '../../../send/checkReceiver.js'
import { decodeBitcoinAddress } from '../address/decodeBitcoinAddress.js'

/**
 * A Bitcoin receiver (SPEC section 5): an address of `network` (legacy, P2SH, segwit v0 or
 * taproot; any of mainnet, testnet and regtest when no network is given), bech32 ones written in
 * lower case. The reason names what was wrong: checksum, case, BIP-350 encoding, program length,
 * witness version, or the network the address is of. `text` is already trimmed (`checkReceiver`).
 * @example checkBitcoinReceiver('BCRT1Q...', regtestNetwork) // { ok: true, address: 'bcrt1q...' }
 */
export function checkBitcoinReceiver(text: string, network?: CaipNetwork): CheckReceiverResult {
  try {
    return { ok: true, address: decodeBitcoinAddress(text, network?.caipNetworkId).address }
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) }
  }
}
