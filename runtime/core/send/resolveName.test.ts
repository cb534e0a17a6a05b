import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
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
