import { describe, expect, it } from 'vitest'
import { checkSendable } from './checkSendable.js'

describe('checkSendable', () => {
  it('accepts what the balance covers', () => {
    expect(checkSendable({ amount: 979n, balance: 1_000n, fee: 21n, isNative: true })).toEqual({
      ok: true,
      value: 979n,
    })
    expect(checkSendable({ amount: 1_000n, balance: 1_000n, fee: 21n, isNative: false })).toEqual({
      ok: true,
      value: 1_000n,
    })
  })

  it('refuses more than the balance', () => {
    expect(checkSendable({ amount: 1_001n, balance: 1_000n, fee: 0n, isNative: false })).toEqual({
      ok: false,
      reason: 'This is more than your balance.',
    })
  })

  it('refuses a native amount that leaves nothing for the fee', () => {
    expect(checkSendable({ amount: 980n, balance: 1_000n, fee: 21n, isNative: true })).toEqual({
      ok: false,
      reason: 'Leave enough for the network fee: try Max.',
    })
  })
})
