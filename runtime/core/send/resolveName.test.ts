import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import { solanaMainnet } from '../blockchainApi/fixtures/setupHubKit.js'
import { setupNameKit, wireNameRecord } from '../blockchainApi/fixtures/setupNameKit.js'
import { serveTestBlockchainApi } from '../blockchainApi/fixtures/startTestBlockchainApi.js'
import { nameCoinType } from '../names/nameRules.js'
import { createTestAppKit } from './fixtures/anvilSend.js'
import { startEnsStandIn } from './fixtures/startEnsStandIn.js'
import { resolveName } from './resolveName.js'

const owner = '0xd2135CfB216b74109775236E36d4b433F1DF507B'
let ens: Awaited<ReturnType<typeof startEnsStandIn>>
let appKit: AppKit
let network: CaipNetwork

beforeAll(async () => {
  ens = await startEnsStandIn({ 'wevm.eth': owner })
  appKit = createTestAppKit()
  network = {
    id: 1,
    chainNamespace: 'eip155',
    caipNetworkId: 'eip155:1',
    name: 'Ethereum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [ens.url] } },
    contracts: { ensUniversalResolver: { address: '0xeEeEeEeEeEeEeEeEeEeEeEeEeEeEeEeEeEeEeEeE' } },
  }
})
afterAll(async () => {
  appKit?.destroy()
  await ens?.close()
})

describe('resolveName through the universal resolver', () => {
  it('resolves a name to its checksummed address', async () => {
    await expect(resolveName(appKit, network, 'wevm.eth')).resolves.toEqual({
      ok: true,
      address: owner,
    })
  })

  it('normalises first (ENSIP-15): case and outer spaces do not matter', async () => {
    await expect(resolveName(appKit, network, '  WEVM.eth ')).resolves.toEqual({
      ok: true,
      address: owner,
    })
  })

  it('says so when the name has no address', async () => {
    await expect(resolveName(appKit, network, 'nobody.eth')).resolves.toEqual({
      ok: false,
      reason: 'No address is set for nobody.eth.',
    })
  })

  it('refuses a name ENS cannot normalise', async () => {
    await expect(resolveName(appKit, network, 'a\u200db.eth')).resolves.toMatchObject({
      ok: false,
      reason: 'a\u200db.eth is not a valid name.',
    })
  })
})

describe('resolveName through the name service', () => {
  const api = serveTestBlockchainApi()
  const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const onBase = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
  const record = (name: string, addresses: Record<string, string>) => ({
    body: wireNameRecord(name, addresses),
  })

  function setup() {
    const kit = setupNameKit(api.url)
    return { ...kit, mainnet: kit.networkOf('eip155:1'), base: kit.networkOf('eip155:8453') }
  }

  it("resolves a zone's name to the address under the network's coin type, else 60", async () => {
    api.answer(
      '/v1/profile/account/alice.reown.id',
      record('alice.reown.id', { 60: alice.toLowerCase(), [nameCoinType(8453)]: onBase }),
    )
    const { appKit, mainnet, base } = setup()
    await expect(resolveName(appKit, mainnet, 'alice.reown.id')).resolves.toEqual({
      ok: true,
      address: alice,
    })
    await expect(resolveName(appKit, base, ' Alice.Reown.ID ')).resolves.toEqual({
      ok: true,
      address: onBase,
    })
    expect(api.requests.map((request) => request.path)).toEqual([
      '/v1/profile/account/alice.reown.id',
    ])
  })

  it('resolves names of the legacy zone the same way', async () => {
    api.answer('/v1/profile/account/bob.wcn.id', record('bob.wcn.id', { 60: alice }))
    const { appKit, base } = setup()
    await expect(resolveName(appKit, base, 'bob.wcn.id')).resolves.toEqual({
      ok: true,
      address: alice,
    })
  })

  it('says no address is set for a name not registered, or without an EVM address', async () => {
    api.answer(
      '/v1/profile/account/sol.reown.id',
      record('sol.reown.id', { 501: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' }),
    )
    const { appKit, mainnet, logger } = setup()
    await expect(resolveName(appKit, mainnet, 'Nobody.reown.id')).resolves.toEqual({
      ok: false,
      reason: 'No address is set for nobody.reown.id.',
    })
    await expect(resolveName(appKit, mainnet, 'sol.reown.id')).resolves.toEqual({
      ok: false,
      reason: 'No address is set for sol.reown.id.',
    })
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it("says 'Error resolving name' when the service fails or answers garbage", async () => {
    for (const answer of [
      { status: 500 },
      { raw: '<html>' },
      record('bob.reown.id', { 60: alice }),
    ]) {
      api.reset()
      api.answer('/v1/profile/account/alice.reown.id', answer)
      const { appKit, mainnet, logger } = setup()
      await expect(resolveName(appKit, mainnet, 'alice.reown.id')).resolves.toEqual({
        ok: false,
        reason: 'Error resolving name',
      })
      expect(logger.warn).toHaveBeenCalledWith('Error resolving name', expect.anything())
    }
  })

  it('never asks ENS for a zone name, nor the service for another name', async () => {
    api.answer('/v1/profile/account/alice.reown.id', record('alice.reown.id', { 60: alice }))
    const { appKit } = setup()
    // ENS here would say wevm.eth's owner for any name it knew; it knows none of the zone's.
    await expect(resolveName(appKit, network, 'alice.reown.id')).resolves.toEqual({
      ok: true,
      address: alice,
    })
    await expect(resolveName(appKit, network, 'wevm.eth')).resolves.toEqual({
      ok: true,
      address: owner,
    })
    expect(api.requests).toHaveLength(1)
  })

  it('refuses a zone name off EVM without a request', async () => {
    const { appKit, networkOf } = setup()
    await expect(resolveName(appKit, networkOf(solanaMainnet), 'alice.reown.id')).resolves.toEqual({
      ok: false,
      reason: 'Solana has no name resolver: enter an address',
    })
    expect(api.requests).toHaveLength(0)
  })
})
