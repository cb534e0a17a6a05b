import { OutScript, Script } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { dustLimit } from './dustLimit.js'

const hash20 = new Uint8Array(20).fill(7)
const hash32 = new Uint8Array(32).fill(7)
// A valid x-only key: the generator point's x coordinate.
const xOnly = Uint8Array.from(
  Buffer.from('79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798', 'hex'),
)

describe('dustLimit', () => {
  it("gives Bitcoin Core's dust limits: P2PKH 546, P2SH 540, P2WPKH 294, P2WSH 330, P2TR 330", () => {
    expect(dustLimit(OutScript.encode({ type: 'pkh', hash: hash20 }))).toBe(546n)
    expect(dustLimit(OutScript.encode({ type: 'sh', hash: hash20 }))).toBe(540n)
    expect(dustLimit(OutScript.encode({ type: 'wpkh', hash: hash20 }))).toBe(294n)
    expect(dustLimit(OutScript.encode({ type: 'wsh', hash: hash32 }))).toBe(330n)
    expect(dustLimit(OutScript.encode({ type: 'tr', pubkey: xOnly }))).toBe(330n)
  })

  it('lets an OP_RETURN output carry 0', () => {
    expect(dustLimit(Script.encode(['RETURN', new Uint8Array(10)]))).toBe(0n)
  })
})
