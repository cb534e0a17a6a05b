import type { CaipNetwork } from '../../../schema/index.js'
import type { ChainSend } from '../adapters/ChainSend.js'

/** What `checkReceiver` gives: the address to send to (EVM ones checksummed), or why not. */
export type CheckReceiverResult = { ok: true; address: string } | { ok: false; reason: string }

// Characters that change what an address looks like without being seen: zero-width and joiners,
// bidi marks and overrides (which can reorder the visible text), the BOM, and control characters.
const invisible = /[\p{Cf}\p{Cc}\u2028\u2029]/u
// Only ordinary whitespace around a pasted address is forgiven.
const outerSpace = /^[ \t\r\n]+|[ \t\r\n]+$/g

/**
 * Checks a typed or pasted receiver (SPEC section 5, SECURITY.md "Sending"): invisible characters
 * are refused with a reason that names them, and ordinary spaces only around it are forgiven; the
 * rest is the chain's own rule (`chain.checkReceiver`: EVM addresses must pass their EIP-55
 * checksum when mixed-case and come back checksummed, Solana ones must decode to 32 bytes,
 * Bitcoin ones must be of `network`: mainnet, testnet and regtest addresses differ). No `chain`
 * (a namespace the kit cannot send on): 'Unsupported chain'.
 * @example
 * checkReceiver('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', eip155Send).address // '0xf39F...2266'
 */
export function checkReceiver(
  text: string,
  chain: Pick<ChainSend, 'checkReceiver'> | undefined,
  network?: CaipNetwork,
): CheckReceiverResult {
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
  if (!chain) return { ok: false, reason: 'Unsupported chain' }
  return chain.checkReceiver(trimmed, network)
}
