import { describe, expect, it } from 'vitest'
import { evmAddress } from './fixtures/setupHubKit.js'
import { wireNameRecord } from './fixtures/setupNameKit.js'
import { nameAddressOn, nameText, parseNameRecord } from './nameRecord.js'

const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe('parseNameRecord', () => {
  it('keeps the name, the EVM addresses by coin type and a safe avatar', () => {
    const wire = wireNameRecord(
      'alice.reown.id',
      { 60: evmAddress, 2147492101: other },
      { avatar: 'https://avatars.example/a.png', bio: 'hi' },
    )
    expect(parseNameRecord(wire)).toEqual({
      name: 'alice.reown.id',
      addresses: { '60': evmAddress, '2147492101': other },
      avatar: 'https://avatars.example/a.png',
    })
  })

  it('is frozen, so a cached record cannot be changed by a caller', () => {
    const record = parseNameRecord(wireNameRecord('alice.reown.id', { 60: evmAddress }))
    expect(Object.isFrozen(record)).toBe(true)
    expect(Object.isFrozen(record?.addresses)).toBe(true)
  })

  it('leaves out addresses that are not 0x EVM ones under a decimal coin type', () => {
    const wire = wireNameRecord('alice.reown.id', {
      60: evmAddress,
      501: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
      61: '0x12',
      62: `${evmAddress}00`,
      63: 42,
      '060': other,
      '-1': other,
      '4294967296': other,
      eth: other,
    })
    expect(parseNameRecord(wire)?.addresses).toEqual({ '60': evmAddress })
    // JSON can carry a "__proto__" key as an own property: it is not a coin type either.
    const proto = JSON.parse(JSON.stringify(wire).replace('"eth"', '"__proto__"'))
    expect(Object.keys(proto.addresses)).toContain('__proto__')
    expect(parseNameRecord(proto)?.addresses).toEqual({ '60': evmAddress })
    const noObject = { ...wire, addresses: { 60: evmAddress } }
    expect(parseNameRecord(noObject)?.addresses).toEqual({})
  })

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'http://evil.example/a.png',
    '//evil.example/a.png',
    'https://user:pass@evil.example/a.png',
    `https://a.example/${'x'.repeat(3000)}`,
    7,
    null,
  ])('drops the avatar %j', (avatar) => {
    const record = parseNameRecord(wireNameRecord('alice.reown.id', { 60: evmAddress }, { avatar }))
    expect(record).toBeDefined()
    expect(record).not.toHaveProperty('avatar')
  })

  it.each([
    ['not an object', 'alice.reown.id'],
    ['an array', []],
    ['null', null],
    ['no addresses', { name: 'alice.reown.id', attributes: {} }],
    ['addresses as a list', { name: 'alice.reown.id', addresses: [evmAddress] }],
    ['a name that is not text', wireNameRecord(7, { 60: evmAddress })],
    ['a bad name', wireNameRecord('alice', { 60: evmAddress })],
  ])('refuses %s', (_, value) => {
    expect(parseNameRecord(value)).toBeUndefined()
  })
})

describe('nameText', () => {
  it.each(['alice.reown.id', 'pay.alice.eth', 'bob.wcn.id', `${'a'.repeat(55)}.reown.id`])(
    'keeps %j',
    (name) => expect(nameText(name)).toBe(name),
  )

  it.each([
    ['no dot', 'alice'],
    ['an empty label', 'alice..reown.id'],
    ['a leading dot', '.reown.id'],
    ['a trailing dot', 'alice.reown.id.'],
    ['a space', 'ali ce.reown.id'],
    ['a slash', 'a/b.reown.id'],
    ['a bidi override', 'ali\u202ece.reown.id'],
    ['a zero-width space', 'alice\u200b.reown.id'],
    ['a zero-width joiner', 'ali\u200dce.reown.id'],
    ['a control character', 'alice\u0007.reown.id'],
    ['outer spaces', ' alice.reown.id '],
    ['65 characters', `${'a'.repeat(56)}.reown.id`],
    ['a very long name', `${'a'.repeat(10_000)}.reown.id`],
    ['empty', ''],
    ['a number', 42],
  ])('refuses a name with %s', (_, name) => {
    expect(nameText(name)).toBeUndefined()
  })
})

describe('nameAddressOn', () => {
  const record = {
    name: 'alice.reown.id',
    addresses: { '60': evmAddress, '2147492101': other },
  }

  it("is the address under the chain's coin type, else under 60", () => {
    expect(nameAddressOn(record, 8453)).toBe(other)
    expect(nameAddressOn(record, '8453')).toBe(other)
    expect(nameAddressOn(record, 1)).toBe(evmAddress)
    expect(nameAddressOn(record, 31337)).toBe(evmAddress)
    expect(nameAddressOn(record, '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(evmAddress)
    expect(nameAddressOn({ ...record, addresses: {} }, 1)).toBeUndefined()
  })
})
