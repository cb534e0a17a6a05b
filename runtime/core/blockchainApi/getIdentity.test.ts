import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { evmAddress, solanaAddress, solanaMainnet } from './fixtures/setupHubKit.js'
import { setupNameKit, wireNameRecord } from './fixtures/setupNameKit.js'
import { serveTestBlockchainApi } from './fixtures/startTestBlockchainApi.js'
import { getIdentity, identityCacheMs, identityRetryMs } from './getIdentity.js'
import { forgetAccountNames } from './nameCaches.js'

const server = serveTestBlockchainApi()
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
})
afterEach(() => vi.useRealTimers())

const path = `/v1/identity/${evmAddress}`
const reverse = `/v1/profile/reverse/${evmAddress}`
const forward = (name: string) => `/v1/profile/account/${name}`
const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const baseCoinType = '2147492101'

function setup() {
  const kit = setupNameKit(server.url)
  return { ...kit, parameters: { address: evmAddress, caipNetwork: kit.networkOf('eip155:1') } }
}

const asked = (route: string) => server.requests.filter((request) => request.path === route).length

describe('getIdentity: the identity service', () => {
  it('returns the name and avatar, made safe', async () => {
    server.answer(path, {
      body: {
        name: `\u202ealice\u200b.eth<script>${'x'.repeat(500)}`,
        avatar: 'https://a.example/a.png',
      },
    })
    const { appKit, parameters } = setup()
    const identity = await getIdentity(appKit, parameters)
    expect(identity?.name).toHaveLength(64)
    expect(identity?.name?.startsWith('alice.eth<script>xx')).toBe(true)
    expect(identity?.avatar).toBe('https://a.example/a.png')
  })

  it('leaves out a missing name and an avatar that is not https', async () => {
    for (const avatar of [
      'javascript:alert(1)',
      'http://evil.example/a.png',
      'data:image/png,x',
      7,
    ]) {
      server.reset()
      server.answer(path, { body: { name: null, avatar } })
      const { appKit, parameters } = setup()
      expect(await getIdentity(appKit, parameters)).toEqual({})
    }
  })

  it('asks nothing off eip155, on testnets, on unknown chains or for a malformed address', async () => {
    const { appKit, networkOf } = setup()
    const mainnet = networkOf('eip155:1')
    const calls = [
      { address: solanaAddress, caipNetwork: networkOf(solanaMainnet) },
      { address: evmAddress, caipNetwork: { ...mainnet, testnet: true } },
      { address: '0x12', caipNetwork: mainnet },
      { address: `${evmAddress}/x`, caipNetwork: mainnet },
    ]
    for (const call of calls) expect(await getIdentity(appKit, call)).toBeUndefined()
    expect(server.requests).toHaveLength(0)
  })

  it('asks on a development chain: a testnet whose RPC is on this machine', async () => {
    server.answer(path, { body: { name: 'alice.eth', avatar: null } })
    const { appKit, networkOf } = setup()
    const local = networkOf('eip155:31337')
    expect(local.testnet).toBe(true)
    expect(await getIdentity(appKit, { address: evmAddress, caipNetwork: local })).toEqual({
      name: 'alice.eth',
    })
  })

  it('reuses an identity 5 min per address, on any network', async () => {
    server.answer(path, { body: { name: 'alice.eth', avatar: null } })
    const { appKit, parameters, networkOf } = setup()
    await getIdentity(appKit, parameters)
    await getIdentity(appKit, { ...parameters, caipNetwork: networkOf('eip155:8453') })
    await getIdentity(appKit, { ...parameters, address: evmAddress.toLowerCase() })
    expect(asked(path)).toBe(1)
    expect(asked(reverse)).toBe(1)
    vi.setSystemTime(Date.now() + identityCacheMs)
    await getIdentity(appKit, parameters)
    expect(asked(path)).toBe(2)
    expect(asked(reverse)).toBe(2)
  })

  it('gives undefined when both lookups fail, logs each once, and waits 30 s to ask again', async () => {
    const { appKit, parameters, logger } = setup()
    for (const answer of [{ status: 500 }, { raw: '<html>' }, { body: 'alice' }]) {
      server.reset()
      server.answer(path, answer)
      server.answer(reverse, answer)
      vi.setSystemTime(Date.now() + identityCacheMs)
      expect(await getIdentity(appKit, parameters)).toBeUndefined()
    }
    expect(logger.warn).toHaveBeenCalledTimes(6)
    server.answer(path, { body: { name: 'alice.eth', avatar: null } })
    server.answer(reverse, { body: [] })
    vi.setSystemTime(Date.now() + identityRetryMs - 1)
    expect(await getIdentity(appKit, parameters)).toBeUndefined()
    expect(server.requests).toHaveLength(2)
    expect(logger.warn).toHaveBeenCalledTimes(6)
    vi.setSystemTime(Date.now() + 1)
    expect(await getIdentity(appKit, parameters)).toEqual({ name: 'alice.eth' })
  })

  it('asks again at once after forgetAccountNames for that address', async () => {
    server.answer(path, [
      { body: { name: null, avatar: null } },
      { body: { name: 'alice.eth', avatar: null } },
    ])
    const { appKit, parameters } = setup()
    expect(await getIdentity(appKit, parameters)).toEqual({})
    forgetAccountNames(appKit, other)
    expect(await getIdentity(appKit, parameters)).toEqual({})
    forgetAccountNames(appKit, evmAddress.toLowerCase())
    expect(await getIdentity(appKit, parameters)).toEqual({ name: 'alice.eth' })
    expect(asked(path)).toBe(2)
    expect(asked(reverse)).toBe(2)
  })
})

describe('getIdentity: the name service', () => {
  it('shows the newest reverse name that resolves forward to the address, with its avatar', async () => {
    server.answer(path, { body: { name: null, avatar: null } })
    server.answer(reverse, {
      body: [
        wireNameRecord('alice.reown.id', { 60: evmAddress }),
        wireNameRecord('bob.reown.id', { 60: evmAddress }),
      ],
    })
    server.answer(forward('alice.reown.id'), {
      body: wireNameRecord(
        'alice.reown.id',
        { 60: evmAddress.toLowerCase() },
        { avatar: 'https://a.example/alice.png' },
      ),
    })
    const { appKit, parameters } = setup()
    expect(await getIdentity(appKit, parameters)).toEqual({
      name: 'alice.reown.id',
      avatar: 'https://a.example/alice.png',
    })
    expect(asked(forward('bob.reown.id'))).toBe(0)
  })

  it('never shows a reverse name that resolves forward elsewhere, or not at all', async () => {
    server.answer(reverse, {
      body: [
        wireNameRecord('vitalik.reown.id', { 60: evmAddress }),
        wireNameRecord('gone.reown.id', { 60: evmAddress }),
        wireNameRecord('broken.reown.id', { 60: evmAddress }),
      ],
    })
    // The reverse entry claims the address; the name itself points at another account.
    server.answer(forward('vitalik.reown.id'), {
      body: wireNameRecord(
        'vitalik.reown.id',
        { 60: other },
        { avatar: 'https://a.example/v.png' },
      ),
    })
    server.answer(forward('broken.reown.id'), { status: 500 })
    const { appKit, parameters } = setup()
    expect(await getIdentity(appKit, parameters)).toEqual({})
    expect(asked(forward('vitalik.reown.id'))).toBe(1)
    expect(asked(forward('gone.reown.id'))).toBe(1)
    expect(asked(forward('broken.reown.id'))).toBe(1)
  })

  it('checks the address on the network: its coin type first, else 60', async () => {
    server.answer(reverse, { body: [wireNameRecord('alice.reown.id', { 60: evmAddress })] })
    server.answer(forward('alice.reown.id'), {
      body: wireNameRecord('alice.reown.id', { 60: evmAddress, [baseCoinType]: other }),
    })
    const { appKit, parameters, networkOf } = setup()
    expect(await getIdentity(appKit, parameters)).toEqual({ name: 'alice.reown.id' })
    const onBase = { ...parameters, caipNetwork: networkOf('eip155:8453') }
    expect(await getIdentity(appKit, onBase)).toEqual({})
  })

  it('skips a mismatched name for an older one that matches', async () => {
    server.answer(reverse, {
      body: [
        wireNameRecord('evil.reown.id', { 60: evmAddress }),
        wireNameRecord('alice.reown.id', { 60: evmAddress }),
      ],
    })
    server.answer(forward('evil.reown.id'), {
      body: wireNameRecord('evil.reown.id', { 60: other }),
    })
    server.answer(forward('alice.reown.id'), {
      body: wireNameRecord('alice.reown.id', { 60: evmAddress }),
    })
    const { appKit, parameters } = setup()
    expect(await getIdentity(appKit, parameters)).toEqual({ name: 'alice.reown.id' })
  })

  it("prefers the identity's name and avatar, each filled from the record when missing", async () => {
    server.answer(reverse, { body: [wireNameRecord('alice.reown.id', { 60: evmAddress })] })
    server.answer(forward('alice.reown.id'), {
      body: wireNameRecord(
        'alice.reown.id',
        { 60: evmAddress },
        { avatar: 'https://a.example/record.png' },
      ),
    })
    server.answer(path, { body: { name: 'alice.eth', avatar: null } })
    const { appKit, parameters } = setup()
    expect(await getIdentity(appKit, parameters)).toEqual({
      name: 'alice.eth',
      avatar: 'https://a.example/record.png',
    })
    server.answer(path, { body: { name: null, avatar: 'https://a.example/own.png' } })
    vi.setSystemTime(Date.now() + identityCacheMs)
    expect(await getIdentity(appKit, parameters)).toEqual({
      name: 'alice.reown.id',
      avatar: 'https://a.example/own.png',
    })
  })

  it("keeps either lookup's answer when the other fails", async () => {
    server.answer(path, { status: 500 })
    server.answer(reverse, { body: [wireNameRecord('alice.reown.id', { 60: evmAddress })] })
    server.answer(forward('alice.reown.id'), {
      body: wireNameRecord('alice.reown.id', { 60: evmAddress }),
    })
    const first = setup()
    expect(await getIdentity(first.appKit, first.parameters)).toEqual({ name: 'alice.reown.id' })

    server.reset()
    server.answer(path, { body: { name: 'alice.eth', avatar: null } })
    server.answer(reverse, { raw: 'not json' })
    const second = setup()
    expect(await getIdentity(second.appKit, second.parameters)).toEqual({ name: 'alice.eth' })
  })

  it('runs the identity call and the reverse lookup at once', async () => {
    server.answer(path, { delayMs: 3_000, body: { name: 'alice.eth', avatar: null } })
    server.answer(reverse, { body: [] })
    const { appKit, parameters } = setup()
    const identity = getIdentity(appKit, parameters)
    // Both asked while the identity still waits for its answer.
    await vi.waitFor(() => expect(asked(reverse)).toBe(1), { timeout: 2_500, interval: 20 })
    expect(asked(path)).toBe(1)
    expect(await identity).toEqual({ name: 'alice.eth' })
  })
})
