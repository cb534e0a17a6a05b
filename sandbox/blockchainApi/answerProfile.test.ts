import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nameCoinType, registrationMessage } from '../../runtime/core/names/nameRules.js'
import { createNameRegistry } from '../names/createNameRegistry.js'
import type { ProfileNameRecord } from './BlockchainApiTypes.js'
import { type BlockchainApi, startBlockchainApi } from './startBlockchainApi.js'

const projectId = '0123456789abcdef0123456789abcdef'
// Anvil's well-known dev keys 1 and 2: test data only.
const friend = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)
const carol = privateKeyToAccount(
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
)
let api: BlockchainApi
let bare: BlockchainApi

beforeAll(async () => {
  const names = createNameRegistry({
    chainIds: [31337],
    seeds: [
      { name: 'sandbox-friend.reown.id', address: friend.address, avatar: '/assets/avatar-1.svg' },
    ],
  })
  // No chains: the name routes read none.
  ;[api, bare] = await Promise.all([
    startBlockchainApi({ chains: [], names }),
    startBlockchainApi({ chains: [] }),
  ])
})
afterAll(async () => {
  await Promise.all([api?.close(), bare?.close()])
})

// A bound on every request: a hung stand-in fails the test instead of stalling it.
const within = () => ({ signal: AbortSignal.timeout(10_000) })
const get = (path: string, query: Record<string, string> = {}, base = api) =>
  fetch(`${base.url}${path}?${new URLSearchParams({ projectId, ...query })}`, within())
const post = (body: string) =>
  fetch(`${api.url}/v1/profile/account?projectId=${projectId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    ...within(),
  })

async function signedBody(name: string, timestamp = Math.floor(Date.now() / 1000)) {
  const coinType = nameCoinType(31337)
  const message = registrationMessage({ name, address: carol.address, coinType, timestamp })
  return JSON.stringify({
    coin_type: coinType,
    address: carol.address,
    message,
    signature: await carol.signMessage({ message }),
  })
}

describe('the name service routes', () => {
  it("answers a seeded name's record, its avatar an absolute URL on the stand-in", async () => {
    const response = await get('/v1/profile/account/sandbox-friend.reown.id', { apiVersion: '2' })
    expect(response.status).toBe(200)
    const record = (await response.json()) as ProfileNameRecord
    expect(record.name).toBe('sandbox-friend.reown.id')
    expect(record.addresses['60']).toEqual({ address: friend.address })
    expect(record.attributes.avatar).toBe(`${api.url}/assets/avatar-1.svg`)
    expect((await fetch(record.attributes.avatar ?? '', within())).status).toBe(200)
  })

  it('answers 404 with a message for a name nobody registered', async () => {
    const response = await get('/v1/profile/account/nobody-here.reown.id', { apiVersion: '2' })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: expect.stringContaining('nobody-here') })
  })

  it('registers a signed name, then finds it forward, reverse and taken in suggestions', async () => {
    expect(await (await get(`/v1/profile/reverse/${carol.address}`)).json()).toEqual([])
    const response = await post(await signedBody('carol-route.reown.id'))
    expect(response.status).toBe(200)
    const record = (await response.json()) as ProfileNameRecord
    expect(record.addresses).toEqual({
      [String(nameCoinType(31337))]: { address: carol.address },
      '60': { address: carol.address },
    })
    const forward = await get('/v1/profile/account/carol-route.reown.id', { apiVersion: '2' })
    expect(await forward.json()).toEqual(record)
    const reverse = await get(`/v1/profile/reverse/${carol.address.toLowerCase()}`, {
      apiVersion: '2',
    })
    expect(await reverse.json()).toEqual([record])

    const again = await post(await signedBody('carol-route.reown.id'))
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ message: 'Name is already registered' })
    const suggestions = (await (
      await get('/v1/profile/suggestions/carol-route', { zone: 'reown.id' })
    ).json()) as { suggestions: { name: string; registered: boolean }[] }
    expect(suggestions.suggestions.map((entry) => entry.name)).not.toContain('carol-route.reown.id')
    expect(suggestions.suggestions.length).toBeGreaterThan(0)
  })

  it('suggests a free label first', async () => {
    const response = await get('/v1/profile/suggestions/brand-new', { zone: 'reown.id' })
    const { suggestions } = (await response.json()) as { suggestions: unknown[] }
    expect(suggestions[0]).toEqual({ name: 'brand-new.reown.id', registered: false })
  })

  it.each([
    ['a body that is not JSON', () => Promise.resolve('{"coin_type":'), /Invalid body/],
    ['a JSON list', () => Promise.resolve('[]'), /Invalid body/],
    [
      'a coin type that is text',
      async () =>
        JSON.stringify({ ...JSON.parse(await signedBody('carol-x.reown.id')), coin_type: '60' }),
      /Invalid coin_type/,
    ],
    [
      'no signature',
      async () =>
        JSON.stringify({
          ...JSON.parse(await signedBody('carol-x.reown.id')),
          signature: undefined,
        }),
      /Invalid signature: expected/,
    ],
    [
      'a stale message',
      () => signedBody('carol-stale.reown.id', Math.floor(Date.now() / 1000) - 3600),
      /10 minutes/,
    ],
    ['a name too short', () => signedBody('abc.reown.id'), /at least 4/],
  ])('refuses %s with 400 and a message', async (_case, make, reason) => {
    const response = await post(await make())
    expect(response.status).toBe(400)
    const { message } = (await response.json()) as { message: string }
    expect(message).toMatch(reason)
  })

  it('refuses a malformed address, another zone, a wrong method and a missing project id', async () => {
    expect((await get('/v1/profile/reverse/0x1234')).status).toBe(400)
    expect((await get('/v1/profile/suggestions/alice', { zone: 'eth' })).status).toBe(400)
    const wrongMethod = await fetch(
      `${api.url}/v1/profile/account?projectId=${projectId}`,
      within(),
    )
    expect(wrongMethod.status).toBe(405)
    const noProject = await fetch(`${api.url}/v1/profile/account/sandbox-friend.reown.id`, within())
    expect(noProject.status).toBe(401)
  })

  it('answers 404 on every name route when the stand-in has no name service', async () => {
    const response = await get('/v1/profile/account/sandbox-friend.reown.id', {}, bare)
    expect(response.status).toBe(404)
    expect((await get(`/v1/profile/reverse/${friend.address}`, {}, bare)).status).toBe(404)
  })
})
