import { describe, expect, it } from 'vitest'
import {
  checkNameLabel,
  isServiceName,
  legacyNameZone,
  nameCoinType,
  nameZone,
  parseRegistrationMessage,
  registrationMessage,
} from './nameRules.js'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('checkNameLabel', () => {
  it.each([
    ['alice', 'alice'],
    ['Alice', 'alice'],
    ['ALICE-2024', 'alice-2024'],
    ['a1b2', 'a1b2'],
    ['  bob-smith  ', 'bob-smith'],
    ['x'.repeat(32), 'x'.repeat(32)],
    // Someone pasting the full name: the zone is dropped, in any case.
    ['alice.reown.id', 'alice'],
    ['Alice.REOWN.ID', 'alice'],
  ])('accepts %j as %j', (typed, label) => {
    expect(checkNameLabel(typed)).toEqual({ ok: true, label })
  })

  it.each([
    ['', { kind: 'empty' }],
    ['   ', { kind: 'empty' }],
    ['.reown.id', { kind: 'empty' }],
    ['abc', { kind: 'tooShort' }],
    ['a', { kind: 'tooShort' }],
    ['x'.repeat(33), { kind: 'tooLong' }],
    ['ali ce', { kind: 'character', character: ' ' }],
    ['ali\tce', { kind: 'character', character: '\t' }],
    ['alice.eth', { kind: 'character', character: '.' }],
    ['pay.alice', { kind: 'character', character: '.' }],
    // The legacy zone is not one to register in: its dot is an offending character.
    [`alice.${legacyNameZone}`, { kind: 'character', character: '.' }],
    ['alice_bob', { kind: 'character', character: '_' }],
    ['alice😀', { kind: 'character', character: '😀' }],
    ['👩‍💻dev', { kind: 'character', character: '👩' }],
    // Homoglyphs and mixed scripts: a Cyrillic а (U+0430) and Greek ο next to Latin letters.
    ['\u0430lice', { kind: 'character', character: '\u0430' }],
    ['b\u03bfb-smith', { kind: 'character', character: '\u03bf' }],
    ['\u0410LICE', { kind: 'character', character: '\u0410' }],
    // Letters whose lower case is ASCII must not slip through: the Kelvin sign, dotted I.
    ['\u212aelvin', { kind: 'character', character: '\u212a' }],
    ['\u0130stanbul', { kind: 'character', character: '\u0130' }],
    ['ａlice', { kind: 'character', character: 'ａ' }],
    ['alice\u200b', { kind: 'character', character: '\u200b' }],
    ['ali\u202ece', { kind: 'character', character: '\u202e' }],
    ['-alice', { kind: 'hyphenAtEdge' }],
    ['alice-', { kind: 'hyphenAtEdge' }],
    ['al--ice', { kind: 'doubleHyphen' }],
    ['xn--80ak6aa92e', { kind: 'doubleHyphen' }],
  ])('refuses %j: %j', (typed, problem) => {
    expect(checkNameLabel(typed)).toEqual({ ok: false, problem })
  })

  it('reports problems in order: character, then hyphens, then length', () => {
    expect(checkNameLabel('-a b')).toEqual({
      ok: false,
      problem: { kind: 'character', character: ' ' },
    })
    expect(checkNameLabel('-ab')).toEqual({ ok: false, problem: { kind: 'hyphenAtEdge' } })
    expect(checkNameLabel('a--')).toEqual({ ok: false, problem: { kind: 'hyphenAtEdge' } })
    expect(checkNameLabel('a--b')).toEqual({ ok: false, problem: { kind: 'doubleHyphen' } })
    expect(checkNameLabel(`${'x'.repeat(40)}--`)).toEqual({
      ok: false,
      problem: { kind: 'hyphenAtEdge' },
    })
  })
})

describe('isServiceName', () => {
  it.each([
    [`alice.${nameZone}`, true],
    ['Alice.Reown.ID ', true],
    [`bob.${legacyNameZone}`, true],
    ['pay.alice.reown.id', true],
    ['reown.id', false],
    ['alice.reown.id.eth', false],
    ['vitalik.eth', false],
    ['alicereown.id', false],
  ])('%j -> %s', (name, expected) => {
    expect(isServiceName(name)).toBe(expected)
  })
})

describe('nameCoinType', () => {
  it('sets the 0x80000000 flag on the chain id, unsigned', () => {
    expect(nameCoinType(1)).toBe(2147483649)
    expect(nameCoinType(8453)).toBe(0x80002105)
    expect(nameCoinType(0)).toBe(0x80000000)
    expect(nameCoinType(0x7fffffff)).toBe(0xffffffff)
  })

  it.each([-1, 0x80000000, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (chainId) => {
    expect(() => nameCoinType(chainId)).toThrow(RangeError)
  })
})

describe('registrationMessage', () => {
  const fields = {
    name: 'alice.reown.id',
    address: address.toLowerCase(),
    coinType: 60,
    timestamp: 1_700_000_000,
  }

  it('is the JSON of exactly the signed fields, in order, the address checksummed', () => {
    expect(registrationMessage(fields)).toBe(
      `{"name":"alice.reown.id","address":"${address}","coinType":60,"attributes":{},"timestamp":1700000000}`,
    )
  })

  it('refuses an address that is not one', () => {
    expect(() => registrationMessage({ ...fields, address: '0x12' })).toThrow()
  })

  it('reads back what it wrote', () => {
    expect(parseRegistrationMessage(registrationMessage(fields))).toEqual({ ...fields, address })
  })

  const good = { name: 'alice.reown.id', address, coinType: 60, attributes: {}, timestamp: 1 }
  it.each([
    ['not JSON', 'alice'],
    ['an array', '[]'],
    ['null', 'null'],
    ['a missing field', JSON.stringify({ ...good, timestamp: undefined })],
    ['an extra field', JSON.stringify({ ...good, extra: 1 })],
    ['an empty name', JSON.stringify({ ...good, name: '' })],
    ['a numeric name', JSON.stringify({ ...good, name: 7 })],
    ['a short address', JSON.stringify({ ...good, address: '0x12' })],
    ['a bad checksum', JSON.stringify({ ...good, address: address.replace('C51', 'c51') })],
    ['a string coin type', JSON.stringify({ ...good, coinType: '60' })],
    ['a negative coin type', JSON.stringify({ ...good, coinType: -1 })],
    ['a coin type over 32 bits', JSON.stringify({ ...good, coinType: 2 ** 32 })],
    ['attributes as an array', JSON.stringify({ ...good, attributes: [] })],
    ['null attributes', JSON.stringify({ ...good, attributes: null })],
    ['a fractional timestamp', JSON.stringify({ ...good, timestamp: 1.5 })],
    ['a string timestamp', JSON.stringify({ ...good, timestamp: '1' })],
    ['a huge text', JSON.stringify({ ...good, name: 'x'.repeat(5000) })],
  ])('parseRegistrationMessage refuses %s', (_, text) => {
    expect(parseRegistrationMessage(text)).toBeUndefined()
  })

  it('parseRegistrationMessage keeps the fields in any key order', () => {
    const text = JSON.stringify({ timestamp: 1, attributes: {}, coinType: 60, address, name: 'a' })
    expect(parseRegistrationMessage(text)).toEqual({
      name: 'a',
      address,
      coinType: 60,
      timestamp: 1,
    })
  })
})
