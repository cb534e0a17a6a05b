import type { PrivateKeyAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { nameCoinType, registrationMessage } from '../../runtime/core/names/nameRules.js'
import { NameRefusedError, type RegisterNameBody } from './checkRegistration.js'
import { createNameRegistry } from './createNameRegistry.js'

// Two of anvil's well-known dev keys: test data only.
const alice = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)
const bob = privateKeyToAccount(
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
)
const chainIds = [31337, 31338]
const localCoinType = nameCoinType(31337)
const start = Date.UTC(2030, 0, 1)

/** A registry on a clock the test moves. */
function registry(options: Partial<Parameters<typeof createNameRegistry>[0]> = {}) {
  const clock = { ms: start }
  const names = createNameRegistry({ chainIds, now: () => clock.ms, ...options })
  return { names, clock }
}

interface Signed {
  name?: string
  coinType?: number
  timestamp?: number
  /** The address the message names (default the signer's). */
  address?: string
}

/** A registration body as the kit sends it: the account signs the registration message. */
async function body(account: PrivateKeyAccount, signed: Signed = {}): Promise<RegisterNameBody> {
  const coinType = signed.coinType ?? localCoinType
  const message = registrationMessage({
    name: signed.name ?? 'alice.reown.id',
    address: signed.address ?? account.address,
    coinType,
    timestamp: signed.timestamp ?? Math.floor(start / 1000),
  })
  return {
    coin_type: coinType,
    address: account.address,
    message,
    signature: await account.signMessage({ message }),
  }
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  if (!(error instanceof NameRefusedError)) throw new Error(`not refused: ${String(error)}`)
  return { status: error.status, message: error.message }
}

describe('registering a name', () => {
  it('records a signed registration under its coin type and 60, found forward and reverse', async () => {
    const { names } = registry()
    const record = await names.register(await body(alice))
    const seconds = Math.floor(start / 1000)
    expect(record).toEqual({
      name: 'alice.reown.id',
      registered: seconds,
      updated: seconds,
      addresses: {
        [String(localCoinType)]: { address: alice.address },
        '60': { address: alice.address },
      },
      attributes: {},
    })
    expect(names.lookup('ALICE.reown.id')).toEqual(record)
    expect(names.reverse(alice.address.toLowerCase())).toEqual([record])
    expect(names.reverse(bob.address)).toEqual([])
    expect(names.lookup('bob.reown.id')).toBeUndefined()
  })

  it('takes coin type 60 and the coin type of every sandbox chain', async () => {
    const { names } = registry()
    await names.register(await body(alice, { name: 'alice-main.reown.id', coinType: 60 }))
    await names.register(
      await body(alice, { name: 'alice-other.reown.id', coinType: nameCoinType(31338) }),
    )
    expect(Object.keys(names.lookup('alice-main.reown.id')?.addresses ?? {})).toEqual(['60'])
    expect(Object.keys(names.lookup('alice-other.reown.id')?.addresses ?? {}).sort()).toEqual(
      [String(nameCoinType(31338)), '60'].sort(),
    )
  })

  it('refuses a name that is taken with 409, whoever asks', async () => {
    const { names } = registry()
    await names.register(await body(alice))
    expect(await refusal(names.register(await body(bob)))).toEqual({
      status: 409,
      message: 'Name is already registered',
    })
    expect(await refusal(names.register(await body(alice)))).toMatchObject({ status: 409 })
    expect(names.lookup('alice.reown.id')?.addresses['60']?.address).toBe(alice.address)
  })

  it('accepts a timestamp up to 10 minutes either side of now', async () => {
    const { names, clock } = registry()
    clock.ms = start + 10 * 60 * 1000 - 1000
    await names.register(await body(alice, { name: 'early.reown.id' }))
    clock.ms = start - 10 * 60 * 1000 + 1000
    await names.register(await body(alice, { name: 'late.reown.id' }))
    expect(
      names
        .reverse(alice.address)
        .map((record) => record.name)
        .sort(),
    ).toEqual(['early.reown.id', 'late.reown.id'])
  })

  // Each a request the service must turn down with 400, and the words that say why.
  const refused: [string, () => Promise<RegisterNameBody>, RegExp][] = [
    [
      'signed by another key',
      async () => ({ ...(await body(alice)), signature: (await body(bob)).signature }),
      /Invalid signature/,
    ],
    [
      'a signature over another message',
      async () => ({
        ...(await body(alice)),
        signature: await alice.signMessage({ message: 'something else' }),
      }),
      /Invalid signature/,
    ],
    [
      'a signature that is not one',
      async () => ({ ...(await body(alice)), signature: '0x1234' }),
      /Invalid signature/,
    ],
    [
      'a message for another address',
      () => body(alice, { address: bob.address }),
      /Invalid message: it names 0x/,
    ],
    [
      'a body coin type the message does not say',
      async () => ({ ...(await body(alice)), coin_type: 60 }),
      /Invalid coin_type: 60, the message says/,
    ],
    [
      'the coin type of a chain the sandbox lacks',
      () => body(alice, { coinType: nameCoinType(1) }),
      /Invalid coin_type: .* is not 60 nor a sandbox chain's/,
    ],
    [
      'a timestamp 11 minutes old',
      () => body(alice, { timestamp: Math.floor(start / 1000) - 11 * 60 }),
      /timestamp .* more than 10 minutes/,
    ],
    [
      'a timestamp 11 minutes ahead',
      () => body(alice, { timestamp: Math.floor(start / 1000) + 11 * 60 }),
      /timestamp .* more than 10 minutes/,
    ],
    ['a label too short', () => body(alice, { name: 'ali.reown.id' }), /at least 4/],
    ['a label in upper case', () => body(alice, { name: 'Alice.reown.id' }), /alice\.reown\.id/],
    ['two hyphens in a row', () => body(alice, { name: 'xn--lice.reown.id' }), /hyphens/],
    ['a space', () => body(alice, { name: 'al ice.reown.id' }), /" " is not allowed/],
    [
      'a zone written twice',
      () => body(alice, { name: 'alice.reown.id.reown.id' }),
      /Invalid name/,
    ],
    ['another zone', () => body(alice, { name: 'alice.eth' }), /not a reown\.id name/],
    ['the legacy zone', () => body(alice, { name: 'alice.wcn.id' }), /not a reown\.id name/],
    [
      'a message that is not the registration JSON',
      async () => {
        const message = 'register alice.reown.id'
        return {
          coin_type: localCoinType,
          address: alice.address,
          message,
          signature: await alice.signMessage({ message }),
        }
      },
      /Invalid message: expected the registration JSON/,
    ],
    [
      'an address that is not one',
      async () => ({ ...(await body(alice)), address: '0x1234' }),
      /Invalid address: 0x1234/,
    ],
  ]

  it.each(refused)('refuses %s with 400 and says why', async (_case, make, reason) => {
    const { names } = registry()
    const answer = await refusal(names.register(await make()))
    expect(answer.status).toBe(400)
    expect(answer.message).toMatch(reason)
    expect(names.reverse(alice.address)).toEqual([])
  })
})

describe('looking names up', () => {
  it('lists the names of an address newest first', async () => {
    const { names, clock } = registry()
    await names.register(await body(alice, { name: 'first.reown.id' }))
    clock.ms += 5_000
    await names.register(
      await body(alice, { name: 'second.reown.id', timestamp: Math.floor(clock.ms / 1000) }),
    )
    expect(names.reverse(alice.address).map((record) => record.name)).toEqual([
      'second.reown.id',
      'first.reown.id',
    ])
  })

  it('starts with the seeds, listed under 60 and every sandbox chain, avatar kept', () => {
    const { names } = registry({
      seeds: [{ name: 'sandbox-friend.reown.id', address: bob.address, avatar: '/assets/a.svg' }],
    })
    const record = names.lookup('sandbox-friend.reown.id')
    expect(Object.keys(record?.addresses ?? {}).sort()).toEqual(
      ['60', String(nameCoinType(31337)), String(nameCoinType(31338))].sort(),
    )
    expect(record?.attributes).toEqual({ avatar: '/assets/a.svg' })
    expect(names.reverse(bob.address)).toEqual([record])
  })

  it('lists a reverse claim first, though the record belongs to another address', async () => {
    const { names } = registry({
      seeds: [{ name: 'sandbox-friend.reown.id', address: bob.address }],
      reverseClaims: {
        [alice.address.toLowerCase()]: 'sandbox-friend.reown.id',
        [bob.address]: 'nobody.reown.id',
      },
    })
    await names.register(await body(alice))
    const listed = names.reverse(alice.address)
    expect(listed.map((record) => record.name)).toEqual([
      'sandbox-friend.reown.id',
      'alice.reown.id',
    ])
    expect(listed[0]?.addresses['60']?.address).toBe(bob.address)
    // A claim naming nothing registered adds nothing.
    expect(names.reverse(bob.address).map((record) => record.name)).toEqual([
      'sandbox-friend.reown.id',
    ])
  })

  it('answers copies: changing one changes nothing in the registry', async () => {
    const { names } = registry()
    const record = await names.register(await body(alice))
    record.name = 'mallory.reown.id'
    const found = names.lookup('alice.reown.id')
    if (found) found.addresses['60'] = { address: bob.address }
    expect(names.lookup('alice.reown.id')?.addresses['60']?.address).toBe(alice.address)
  })
})

describe('suggestions', () => {
  it('offers the label while it is free, then variants marked taken or free', async () => {
    const { names } = registry()
    const free = names.suggestions('alice')
    expect(free[0]).toEqual({ name: 'alice.reown.id', registered: false })
    expect(free.length).toBeGreaterThanOrEqual(3)
    expect(free.every((entry) => entry.name.endsWith('.reown.id') && !entry.registered)).toBe(true)

    await names.register(await body(alice))
    const variant = free[1]?.name ?? ''
    await names.register(await body(bob, { name: variant }))
    const taken = names.suggestions('alice')
    expect(taken.map((entry) => entry.name)).not.toContain('alice.reown.id')
    expect(taken.find((entry) => entry.name === variant)).toEqual({
      name: variant,
      registered: true,
    })
    expect(new Set(taken.map((entry) => entry.name)).size).toBe(taken.length)
  })

  it('leaves out what could not be registered, and takes a typed zone', () => {
    const { names } = registry()
    expect(names.suggestions('ab').map((entry) => entry.name)).toEqual(['ab-app.reown.id'])
    expect(names.suggestions('a b')).toEqual([])
    const long = 'a'.repeat(32)
    expect(names.suggestions(long).map((entry) => entry.name)).toEqual([`${long}.reown.id`])
    expect(names.suggestions('Alice.reown.id')[0]?.name).toBe('alice.reown.id')
  })
})
