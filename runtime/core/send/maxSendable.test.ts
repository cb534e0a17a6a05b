import { describe, expect, it } from 'vitest'
import { isNameLike } from './isNameLike.js'
import { maxSendable } from './maxSendable.js'
import { tokenContract } from './tokenContract.js'

describe('maxSendable', () => {
  it('leaves the fee for the native currency, never below zero', () => {
    expect(maxSendable(1_000n, 21n, true)).toBe(979n)
    expect(maxSendable(21n, 21n, true)).toBe(0n)
    expect(maxSendable(20n, 21n, true)).toBe(0n)
  })

  it('is the whole balance for a token (the fee is paid in the native currency)', () => {
    expect(maxSendable(1_000n, 21n, false)).toBe(1_000n)
  })
})

describe('isNameLike', () => {
  it.each(['vitalik.eth', 'pay.alice.eth', 'name.box', ' jane.eth ', 'ünï.eth'])(
    '%j is a name',
    (text) => {
      expect(isNameLike(text)).toBe(true)
    },
  )
  it.each([
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    'G7vPH1uEaFcws25MUUQTmGnmCFvuwiGbZBo4cax5zRhA',
    'eth',
    '.eth',
    'a..eth',
    'a.eth.',
    'a b.eth',
    '1.5',
  ])('%j is not', (text) => expect(isNameLike(text)).toBe(false))
})

describe('tokenContract', () => {
  it('reads the last part of a CAIP-10 address', () => {
    expect(tokenContract({ address: 'eip155:1:0xA0b8' })).toBe('0xA0b8')
    expect(tokenContract({ address: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:EPjF' })).toBe('EPjF')
    expect(tokenContract({ address: undefined })).toBeUndefined()
    expect(tokenContract({ address: '0xA0b8' })).toBe('0xA0b8')
  })
})
