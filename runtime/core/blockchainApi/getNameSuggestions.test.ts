import { describe, expect, it } from 'vitest'
import { setupNameKit } from './fixtures/setupNameKit.js'
import { serveTestBlockchainApi } from './fixtures/startTestBlockchainApi.js'
import { getNameSuggestions } from './getNameSuggestions.js'

const server = serveTestBlockchainApi()
const path = '/v1/profile/suggestions/alice'

describe('getNameSuggestions', () => {
  it('asks for the lower-case label in the reown.id zone and returns the suggestions', async () => {
    server.answer(path, {
      body: {
        suggestions: [
          { name: 'alice.reown.id', registered: true },
          { name: 'alice1.reown.id', registered: false },
        ],
      },
    })
    const { appKit } = setupNameKit(server.url)
    expect(await getNameSuggestions(appKit, ' Alice ')).toEqual([
      { name: 'alice.reown.id', registered: true },
      { name: 'alice1.reown.id', registered: false },
    ])
    expect(server.requests[0]).toMatchObject({ method: 'GET', path })
    expect(server.requests[0]?.query).toMatchObject({ zone: 'reown.id', st: 'appkit' })
  })

  it('is not cached: whether a name is free changes', async () => {
    server.answer(path, { body: { suggestions: [] } })
    const { appKit } = setupNameKit(server.url)
    await getNameSuggestions(appKit, 'alice')
    await getNameSuggestions(appKit, 'alice')
    expect(server.requests).toHaveLength(2)
  })

  it('leaves out malformed entries, names outside the zone or grammar, and repeats', async () => {
    server.answer(path, {
      body: {
        suggestions: [
          'alice2.reown.id',
          { name: 'alice2.reown.id' },
          { name: 'alice2.reown.id', registered: 'no' },
          { name: 'alice.eth', registered: false },
          { name: 'alice.wcn.id', registered: false },
          { name: 'Alice3.reown.id', registered: false },
          { name: '\u0430lice.reown.id', registered: false },
          { name: 'ali\u202ece.reown.id', registered: false },
          { name: 'al--ice.reown.id', registered: false },
          { name: 'ali.reown.id', registered: false },
          { name: `${'a'.repeat(33)}.reown.id`, registered: false },
          { name: 'pay.alice.reown.id', registered: false },
          { name: 'alice4.reown.id', registered: false },
          { name: 'alice4.reown.id', registered: true },
        ],
      },
    })
    const { appKit } = setupNameKit(server.url)
    expect(await getNameSuggestions(appKit, 'alice')).toEqual([
      { name: 'alice4.reown.id', registered: false },
    ])
  })

  it('asks nothing for a label that cannot be one path segment', async () => {
    const { appKit } = setupNameKit(server.url)
    for (const label of ['', '  ', '.', '..', 'a/b', 'a b', 'alice.reown.id', 'x'.repeat(65)]) {
      expect(await getNameSuggestions(appKit, label), label).toEqual([])
    }
    expect(server.requests).toHaveLength(0)
  })

  it('rejects with an ApiError on garbage, a 5xx or a slow answer', async () => {
    const cases = [
      [{ raw: '{' }, 'INVALID_RESPONSE'],
      [{ body: [{ name: 'alice1.reown.id', registered: false }] }, 'INVALID_RESPONSE'],
      [{ body: { suggestions: 'alice1.reown.id' } }, 'INVALID_RESPONSE'],
      [{ status: 500 }, 'SERVER_ERROR'],
      [{ delayMs: 2_000, body: { suggestions: [] } }, 'HTTP_REQUEST_TIMEOUT'],
    ] as const
    for (const [answer, code] of cases) {
      server.reset()
      server.answer(path, answer)
      const { appKit } = setupNameKit(server.url)
      await expect(getNameSuggestions(appKit, 'alice', { timeoutMs: 200 })).rejects.toMatchObject({
        name: 'ApiError',
        code,
      })
    }
  })
})
