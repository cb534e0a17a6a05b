import { getAddress, isAddress } from 'viem'
import type { CheckReceiverResult } from '../../../send/checkReceiver.js'

const hexAddress = /^(?:0x)?([0-9a-fA-F]{40})$/

/**
 * An EVM receiver (SPEC section 5): 40 hexadecimal characters, `0x` optional; mixed case must be
 * the exact EIP-55 checksum. Comes back checksummed. `text` is already trimmed (`checkReceiver`).
 * @example checkEip155Receiver('f39fd6e51aad88f6f4ce6ab8827279cfffb92266').address // '0xf39F...2266'
 */
export function checkEip155Receiver(text: string): CheckReceiverResult {
  const body = hexAddress.exec(text)?.[1]
  if (!body) {
    return { ok: false, reason: 'An EVM address is 0x followed by 40 hexadecimal characters.' }
  }
  // One case throughout carries no checksum (EIP-55); mixed case must be the exact checksum.
  const oneCase = body === body.toLowerCase() || body === body.toUpperCase()
  const candidate = `0x${oneCase ? body.toLowerCase() : body}`
  if (!isAddress(candidate, { strict: true })) {
    return {
      ok: false,
      reason: 'This address has a capitalisation error (EIP-55 checksum): check every character.',
    }
  }
  return { ok: true, address: getAddress(candidate) }
}
