import { describe, expect, it } from 'vitest'
import { testBitcoinKey } from './fixtures/bitcoinTestKeys.js'
import { isBitcoinAddress } from './isBitcoinAddress.js'
import { orderBitcoinAccounts } from './orderBitcoinAccounts.js'
import { readBitcoinAccounts } from './readBitcoinAccounts.js'

const { payment, ordinal } = testBitcoinKey(1)
const read = (value: unknown) => readBitcoinAccounts(value, isBitcoinAddress)

describe('readBitcoinAccounts', () => {
  it('reads WBIP004 accounts, naming the ordinals purpose ordinal', () => {
    expect(
      read([
        { ...payment, purpose: 'payment', addressType: 'p2wpkh' },
        { ...ordinal, purpose: 'ordinals', addressType: 'p2tr' },
      ]),
    ).toEqual([
      { address: payment.address, publicKey: payment.publicKey, purpose: 'payment' },
      { address: ordinal.address, publicKey: ordinal.publicKey, purpose: 'ordinal' },
    ])
  })

  it("reads WalletConnect's intention and path, and an account without a public key", () => {
    expect(
      read([{ address: payment.address, intention: 'payment', path: "m/84'/1'/0'/0/0" }]),
    ).toEqual([{ address: payment.address, purpose: 'payment', path: "m/84'/1'/0'/0/0" }])
  })

  const throwing = Object.defineProperty({ purpose: 'payment' }, 'address', {
    get() {
      throw new Error('no address for you')
    },
  })
  const dropped: [string, unknown][] = [
    ['a malformed address', { address: 'bc1-not-an-address', purpose: 'payment' }],
    ['an EVM address', { address: `0x${'1'.repeat(40)}`, purpose: 'payment' }],
    ['an unknown purpose', { address: payment.address, purpose: 'stacks' }],
    ['a purpose named after a prototype member', { address: payment.address, purpose: 'toString' }],
    ['no purpose', { address: payment.address }],
    [
      'a public key that is not hex',
      { ...payment, publicKey: 'zz'.repeat(33), purpose: 'payment' },
    ],
    [
      'a public key of the wrong length',
      { ...payment, publicKey: 'ab'.repeat(20), purpose: 'payment' },
    ],
    ['a public key that is a number', { ...payment, publicKey: 7, purpose: 'payment' }],
    ['an entry whose getter throws', throwing],
    ['null', null],
    ['a string', payment.address],
  ]
  it.each(dropped)('drops %s and keeps the rest', (_reason, entry) => {
    expect(read([entry, { address: ordinal.address, purpose: 'ordinals' }])).toEqual([
      { address: ordinal.address, purpose: 'ordinal' },
    ])
  })

  it('ignores a path that is not a derivation path', () => {
    expect(read([{ address: payment.address, purpose: 'payment', path: '<img>' }])).toEqual([
      { address: payment.address, purpose: 'payment' },
    ])
  })

  it('reads nothing from a value that is not a list', () => {
    expect(read({ 0: { address: payment.address, purpose: 'payment' }, length: 1 })).toEqual([])
    expect(read(undefined)).toEqual([])
  })

  it('lists each address once and at most 20 accounts', () => {
    const same = { address: payment.address, purpose: 'payment' }
    expect(read([same, same])).toHaveLength(1)
    const many = Array.from({ length: 30 }, (_, seed) => ({
      address: testBitcoinKey(seed + 1).payment.address,
      purpose: 'payment',
    }))
    expect(read(many)).toHaveLength(20)
  })
})

describe('orderBitcoinAccounts', () => {
  const accounts = read([
    { address: ordinal.address, purpose: 'ordinals' },
    { address: payment.address, purpose: 'payment' },
  ])

  it('puts the payment account first by default', () => {
    expect(orderBitcoinAccounts(accounts, undefined).map((a) => a.purpose)).toEqual([
      'payment',
      'ordinal',
    ])
  })

  it('puts the ordinal account first when the config prefers it', () => {
    expect(orderBitcoinAccounts(accounts, 'ordinal').map((a) => a.purpose)).toEqual([
      'ordinal',
      'payment',
    ])
  })

  it('keeps an ordinal-only list as it is whatever the preference', () => {
    const ordinals = accounts.filter((account) => account.purpose === 'ordinal')
    expect(orderBitcoinAccounts(ordinals, 'payment')).toEqual(ordinals)
  })
})
