import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { evmAddress } from './fixtures/setupHubKit.js'
import { setupNameKit, wireNameRecord } from './fixtures/setupNameKit.js'
import { serveTestBlockchainApi } from './fixtures/startTestBlockchainApi.js'
import { getNameRecord } from './getNameRecord.js'
import { nameCacheMs, nameRetryMs } from './nameCaches.js'

const server = serveTestBlockchainApi()
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
})
afterEach(() => vi.useRealTimers())

const path = '/v1/profile/account/alice.reown.id'
const record = wireNameRecord(
  'alice.reown.id',
  { 60: evmAddress },
  { avatar: 'https://a.example/a.png' },
)

describe('getNameRecord', () => {
  it('asks for the name (apiVersion 2, the project query) and returns its record', async () => {
    server.answer(path, { body: record })
    const { appKit } = setupNameKit(server.url)
    await expect(getNameRecord(appKit, 'alice.reown.id')).resolves.toEqual({
      name: 'alice.reown.id',
      addresses: { '60': evmAddress },
      avatar: 'https://a.example/a.png',
    })
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0]).toMatchObject({ method: 'GET', path })
    expect(server.requests[0]?.query).toMatchObject({
      apiVersion: '2',
      projectId: appKit.config.projectId,
      st: 'appkit',
    })
  })

  it('looks names up lower case, without outer spaces', async () => {
    server.answer(path, { body: record })
    const { appKit } = setupNameKit(server.url)
    expect((await getNameRecord(appKit, '  Alice.REOWN.id '))?.name).toBe('alice.reown.id')
    expect(server.requests.map((request) => request.path)).toEqual([path])
  })

  it('is undefined for a name that is not registered (404)', async () => {
    const { appKit, logger } = setupNameKit(server.url)
    await expect(getNameRecord(appKit, 'nobody.reown.id')).resolves.toBeUndefined()
    expect(server.requests).toHaveLength(1)
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('asks nothing for text that is not a dotted name (no path tricks)', async () => {
    const { appKit } = setupNameKit(server.url)
    for (const name of ['', 'alice', '..', '.', 'a..b', 'a/b.eth', '../x.id', 'a b.eth']) {
      await expect(getNameRecord(appKit, name), name).resolves.toBeUndefined()
    }
    await expect(getNameRecord(appKit, `${'a'.repeat(300)}.eth`)).resolves.toBeUndefined()
    expect(server.requests).toHaveLength(0)
  })

  it('refuses garbage: not JSON, wrong shapes, hostile or overlong names, another name', async () => {
    const answers = [
      { raw: '<html>' },
      { body: [] },
      { body: { name: 'alice.reown.id' } },
      { body: wireNameRecord('ali\u202ece.reown.id', { 60: evmAddress }) },
      { body: wireNameRecord('alice.reown.id\u200b', { 60: evmAddress }) },
      { body: wireNameRecord(`${'a'.repeat(500)}.reown.id`, { 60: evmAddress }) },
      // The record of another name must not stand for the one asked.
      { body: wireNameRecord('bob.reown.id', { 60: evmAddress }) },
    ]
    for (const answer of answers) {
      server.reset()
      server.answer(path, answer)
      const { appKit, logger } = setupNameKit(server.url)
      await expect(getNameRecord(appKit, 'alice.reown.id')).rejects.toMatchObject({
        name: 'ApiError',
        code: 'INVALID_RESPONSE',
      })
      expect(logger.warn).toHaveBeenCalledTimes(1)
    }
  })

  it('keeps a record whose avatar is unsafe, without the avatar', async () => {
    server.answer(path, {
      body: wireNameRecord('alice.reown.id', { 60: evmAddress }, { avatar: 'javascript:alert(1)' }),
    })
    const { appKit } = setupNameKit(server.url)
    expect(await getNameRecord(appKit, 'alice.reown.id')).toEqual({
      name: 'alice.reown.id',
      addresses: { '60': evmAddress },
    })
  })

  it('rejects with an ApiError on a 5xx or a slow answer', async () => {
    const cases = [
      [{ status: 503 }, 'SERVER_ERROR'],
      [{ delayMs: 2_000, body: record }, 'HTTP_REQUEST_TIMEOUT'],
    ] as const
    for (const [answer, code] of cases) {
      server.reset()
      server.answer(path, answer)
      const { appKit } = setupNameKit(server.url)
      await expect(
        getNameRecord(appKit, 'alice.reown.id', { timeoutMs: 200 }),
      ).rejects.toMatchObject({ code })
    }
  })

  it('reuses answers 5 min per name, "not registered" too; a failure waits 30 s', async () => {
    server.answer(path, [{ status: 500 }, { body: record }])
    const { appKit, logger } = setupNameKit(server.url)
    await expect(getNameRecord(appKit, 'alice.reown.id')).rejects.toMatchObject({
      code: 'SERVER_ERROR',
    })
    vi.setSystemTime(Date.now() + nameRetryMs - 1)
    await expect(getNameRecord(appKit, 'alice.reown.id')).rejects.toThrow()
    expect(server.requests).toHaveLength(1)
    expect(logger.warn).toHaveBeenCalledTimes(1)
    vi.setSystemTime(Date.now() + 1)
    expect(await getNameRecord(appKit, 'alice.reown.id')).toBeDefined()
    expect(await getNameRecord(appKit, 'ALICE.reown.id')).toBeDefined()
    await getNameRecord(appKit, 'nobody.reown.id')
    await getNameRecord(appKit, 'nobody.reown.id')
    expect(server.requests).toHaveLength(3)
    vi.setSystemTime(Date.now() + nameCacheMs)
    await getNameRecord(appKit, 'alice.reown.id')
    await getNameRecord(appKit, 'nobody.reown.id')
    expect(server.requests).toHaveLength(5)
  })

  it("ends a cancelled caller's wait only: the shared answer is still cached", async () => {
    server.answer(path, { delayMs: 300, body: record })
    const { appKit, logger } = setupNameKit(server.url)
    const controller = new AbortController()
    const cancelled = getNameRecord(appKit, 'alice.reown.id', { signal: controller.signal })
    await vi.waitFor(() => expect(server.requests).toHaveLength(1), { timeout: 5_000 })
    controller.abort(new Error('typed on'))
    await expect(cancelled).rejects.toThrow('typed on')
    expect((await getNameRecord(appKit, 'alice.reown.id'))?.name).toBe('alice.reown.id')
    await expect(
      getNameRecord(appKit, 'alice.reown.id', { signal: controller.signal }),
    ).rejects.toThrow('typed on')
    expect(server.requests).toHaveLength(1)
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('keeps answers per kit', async () => {
    server.answer(path, { body: record })
    await getNameRecord(setupNameKit(server.url).appKit, 'alice.reown.id')
    await getNameRecord(setupNameKit(server.url).appKit, 'alice.reown.id')
    expect(server.requests).toHaveLength(2)
  })
})
