import bs58 from 'bs58'
import { getAddress, isAddress } from 'viem'
import { isSolanaAddress } from '../kernel.js'

/** What `checkReceiver` gives: the address to send to (EVM ones checksummed), or why not. */
export type CheckReceiverResult = { ok: true; address: string } | { ok: false; reason: string }

// Characters that change what an address looks like without being seen: zero-width and joiners,
// bidi marks and overrides (which can reorder the visible text), the BOM, and control characters.
const invisible = /[\p{Cf}\p{Cc}\u2028\u2029]/u
// Only ordinary whitespace around a pasted address is forgiven.
const outerSpace = /^[ \t\r\n]+|[ \t\r\n]+$/g
const hexAddress = /^(?:0x)?([0-9a-fA-F]{40})$/

function checkEip155(text: string): CheckReceiverResult {
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

function checkSolana(text: string): CheckReceiverResult {
  if (!isSolanaAddress(text) || bs58.decodeUnsafe(text)?.length !== 32) {
    return { ok: false, reason: 'A Solana address is 32 to 44 base58 characters (a 32-byte key).' }
  }
  return { ok: true, address: text }
}

/**
 * Checks a typed or pasted receiver for `namespace` (SPEC section 5, SECURITY.md "Sending"):
 * invisible characters are refused with a reason that names them, EVM addresses must pass their
 * EIP-55 checksum when mixed-case and come back checksummed, Solana ones must decode to 32 bytes.
 * @example
 * checkReceiver('eip155', '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266').address // '0xf39F...2266'
 */
export function checkReceiver(namespace: string, text: string): CheckReceiverResult {
  const trimmed = text.replace(outerSpace, '')
  if (invisible.test(trimmed)) {
    return {
      ok: false,
      reason:
        'This address contains hidden characters (zero-width, direction or control): type it again.',
    }
  }
  if (trimmed === '') return { ok: false, reason: 'Enter a receiver address.' }
  if (/\s/.test(trimmed)) return { ok: false, reason: 'An address has no spaces inside.' }
  if (namespace === 'eip155') return checkEip155(trimmed)
  if (namespace === 'solana') return checkSolana(trimmed)
  return { ok: false, reason: 'Unsupported chain' }
}
