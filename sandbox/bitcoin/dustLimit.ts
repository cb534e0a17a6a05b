import { isOpReturn, isWitnessProgram } from './scriptType.js'

// Bitcoin Core's dust relay fee: 3 sat/vB (3000 sat/kvB).
const dustRelayFeePerVbyte = 3

/** A compact-size length prefix's byte count. */
function compactSizeLength(length: number): number {
  if (length < 0xfd) return 1
  return length <= 0xffff ? 3 : 5
}

/**
 * The smallest amount an output with `script` may carry, as Bitcoin Core computes it: the output's
 * size plus the size of the input that would spend it (148 bytes, or 67 vbytes for a witness
 * program), times the dust relay fee. That gives P2PKH 546, P2SH 540, P2WPKH 294, P2WSH and P2TR
 * 330. An OP_RETURN output is unspendable, so it may carry 0.
 * @example dustLimit(p2wpkh(publicKey).script) // 294n
 */
export function dustLimit(script: Uint8Array): bigint {
  if (isOpReturn(script)) return 0n
  const outputSize = 8 + compactSizeLength(script.length) + script.length
  const spendSize = isWitnessProgram(script) ? 32 + 4 + 1 + Math.floor(107 / 4) + 4 : 148
  return BigInt((outputSize + spendSize) * dustRelayFeePerVbyte)
}
