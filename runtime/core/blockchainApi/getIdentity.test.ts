import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { evmAddress, setupHubKit, solanaAddress, solanaMainnet } from './fixtures/setupHubKit.js'
import { serveTestBlockchainApi } from './fixtures/startTestBlockchainApi.js'
import { getIdentity, identityCacheMs, identityRetryMs } from './getIdentity.js'

const server = serveTestBlockchainApi()
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
})
afterEach(() => vi.useRealTimers())

const path = `/v1/identity/${evmAddress}`

function setup() {
  const kit = setupHubKit(server.url)
  return { ...kit, parameters: { address: evmAddress, caipNetwork: kit.networkOf('eip155:1') } }
}

describe('getIdentity', () => {
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

  it('asks nothing off eip155, on testnets, or for a malformed address', async () => {
    const { appKit, networkOf } = setup()
    const calls = [
      { address: solanaAddress, caipNetwork: networkOf(solanaMainnet) },
      { address: evmAddress, caipNetwork: networkOf('eip155:31337') },
      { address: '0x12', caipNetwork: networkOf('eip155:1') },
    ]
    for (const call of calls) expect(await getIdentity(appKit, call)).toBeUndefined()
    expect(server.requests).toHaveLength(0)
  })

  it('reuses an identity 5 min per address, on any network', async () => {
    server.answer(path, { body: { name: 'alice.eth', avatar: null } })
    const { appKit, parameters, networkOf } = setup()
    await getIdentity(appKit, parameters)
    await getIdentity(appKit, { ...parameters, caipNetwork: networkOf('eip155:8453') })
    await getIdentity(appKit, { ...parameters, address: evmAddress.toLowerCase() })
    expect(server.requests).toHaveLength(1)
    vi.setSystemTime(Date.now() + identityCacheMs)
    await getIdentity(appKit, parameters)
    expect(server.requests).toHaveLength(2)
  })

  it('gives undefined on a failure, logs a warning once, and waits 30 s to ask again', async () => {
    const { appKit, parameters, logger } = setup()
    for (const answer of [{ status: 500 }, { raw: '<html>' }, { body: 'alice' }]) {
      server.reset()
      server.answer(path, answer)
      vi.setSystemTime(Date.now() + identityCacheMs)
      expect(await getIdentity(appKit, parameters)).toBeUndefined()
    }
    expect(logger.warn).toHaveBeenCalledTimes(3)
    server.answer(path, { body: { name: 'alice.eth', avatar: null } })
    vi.setSystemTime(Date.now() + identityRetryMs - 1)
    expect(await getIdentity(appKit, parameters)).toBeUndefined()
    expect(server.requests).toHaveLength(1)
    expect(logger.warn).toHaveBeenCalledTimes(3)
    vi.setSystemTime(Date.now() + 1)
    expect(await getIdentity(appKit, parameters)).toEqual({ name: 'alice.eth' })
  })
})
