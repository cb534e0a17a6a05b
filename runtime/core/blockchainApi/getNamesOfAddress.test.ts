import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { evmAddress, solanaAddress } from './fixtures/setupHubKit.js'
import { setupNameKit, wireNameRecord } from './fixtures/setupNameKit.js'
import { serveTestBlockchainApi } from './fixtures/startTestBlockchainApi.js'
import { getNamesOfAddress } from './getNamesOfAddress.js'
import { nameCacheMs, nameRetryMs } from './nameCaches.js'

const server = serveTestBlockchainApi()
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
})
afterEach(() => vi.useRealTimers())

const path = `/v1/profile/reverse/${evmAddress}`
const alice = wireNameRecord('alice.reown.id', { 60: evmAddress })
const bob = wireNameRecord('bob.wcn.id', { 60: evmAddress }, { avatar: 'https://a.example/b.png' })

describe('getNamesOfAddress', () => {
  it('returns the records of the address, newest first, validated', async () => {
    server.answer(path, { body: [alice, bob] })
    const { appKit } = setupNameKit(server.url)
    expect(await getNamesOfAddress(appKit, evmAddress)).toEqual([
      { name: 'alice.reown.id', addresses: { '60': evmAddress } },
      { name: 'bob.wcn.id', addresses: { '60': evmAddress }, avatar: 'https://a.example/b.png' },
    ])
    expect(server.requests[0]?.query).toMatchObject({ apiVersion: '2', st: 'appkit' })
  })

  it('is empty for an account without names, said as [] or as 404', async () => {
    const { appKit, logger } = setupNameKit(server.url)
    server.answer(path, { body: [] })
    expect(await getNamesOfAddress(appKit, evmAddress)).toEqual([])
    const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    expect(await getNamesOfAddress(appKit, other)).toEqual([])
    expect(server.requests).toHaveLength(2)
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('leaves out malformed entries, hostile names and repeats', async () => {
    server.answer(path, {
      body: [
        'alice.reown.id',
        null,
        { name: 'x.reown.id' },
        wireNameRecord('ev\u202eil.reown.id', { 60: evmAddress }),
        wireNameRecord('zero\u200bwidth.reown.id', { 60: evmAddress }),
        wireNameRecord(`${'a'.repeat(200)}.reown.id`, { 60: evmAddress }),
        alice,
        wireNameRecord('ALICE.reown.id', { 60: evmAddress }),
        bob,
      ],
    })
    const { appKit } = setupNameKit(server.url)
    const names = (await getNamesOfAddress(appKit, evmAddress)).map((record) => record.name)
    expect(names).toEqual(['alice.reown.id', 'bob.wcn.id'])
  })

  it('asks nothing for an address that is not 0x EVM', async () => {
    const { appKit } = setupNameKit(server.url)
    for (const address of [solanaAddress, '0x12', '..', `${evmAddress}/x`]) {
      expect(await getNamesOfAddress(appKit, address)).toEqual([])
    }
    expect(server.requests).toHaveLength(0)
  })

  it('rejects with an ApiError on garbage, a 5xx or a slow answer, logging each once', async () => {
    const cases = [
      [{ raw: 'not json' }, 'INVALID_RESPONSE'],
      [{ body: { names: [alice] } }, 'INVALID_RESPONSE'],
      [{ body: Array.from({ length: 101 }, () => alice) }, 'INVALID_RESPONSE'],
      [{ status: 500 }, 'SERVER_ERROR'],
      [{ delayMs: 2_000, body: [alice] }, 'HTTP_REQUEST_TIMEOUT'],
    ] as const
    for (const [answer, code] of cases) {
      server.reset()
      server.answer(path, answer)
      const { appKit, logger } = setupNameKit(server.url)
      await expect(getNamesOfAddress(appKit, evmAddress, { timeoutMs: 200 })).rejects.toMatchObject(
        { name: 'ApiError', code },
      )
      expect(logger.warn).toHaveBeenCalledTimes(1)
    }
  })

  it('reuses an answer 5 min per address in any case; a failure waits 30 s', async () => {
    server.answer(path, [{ status: 502 }, { body: [alice] }])
    const { appKit } = setupNameKit(server.url)
    await expect(getNamesOfAddress(appKit, evmAddress)).rejects.toThrow()
    vi.setSystemTime(Date.now() + nameRetryMs - 1)
    await expect(getNamesOfAddress(appKit, evmAddress.toLowerCase())).rejects.toThrow()
    expect(server.requests).toHaveLength(1)
    vi.setSystemTime(Date.now() + 1)
    expect(await getNamesOfAddress(appKit, evmAddress)).toHaveLength(1)
    // A caller's change to the list is its own.
    ;(await getNamesOfAddress(appKit, evmAddress)).pop()
    expect(await getNamesOfAddress(appKit, evmAddress.toLowerCase())).toHaveLength(1)
    expect(server.requests).toHaveLength(2)
    vi.setSystemTime(Date.now() + nameCacheMs)
    await getNamesOfAddress(appKit, evmAddress)
    expect(server.requests).toHaveLength(3)
  })
})
