import { decodeBase58 } from '../../../encoding/base58.js'
import type { CheckReceiverResult } from '../../../send/checkReceiver.js'

/**
 * A Solana receiver (SPEC section 5): base58 text that decodes to a 32-byte key. Such text is
 * always 32 to 44 characters of the alphabet; longer text is refused before decoding, which
 * grows with the square of its length. `text` is already trimmed (`checkReceiver`).
 * @example checkSolanaReceiver('G7vPH1uEaFcws25MUUQTmGnmCFvuwiGbZBo4cax5zRhA').ok // true
 */
export function checkSolanaReceiver(text: string): CheckReceiverResult {
  if (text.length > 44 || decodeBase58(text)?.length !== 32) {
    return { ok: false, reason: 'A Solana address is 32 to 44 base58 characters (a 32-byte key).' }
  }
  return { ok: true, address: text }
}
