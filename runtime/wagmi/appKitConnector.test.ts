import { getConnection } from '@wagmi/core'
import { describe, expect, it } from 'vitest'
import { normalizeConfig, validateConfig } from '../../schema/index.js'
import { createAppKit } from '../core/kernel.js'
import { createAppKitWagmi, createKitProvider } from './index.js'

const validated = validateConfig({
  projectId: '0123456789abcdef0123456789abcdef',
  metadata: { name: 'Test dapp', url: 'https://dapp.example', icons: [] },
  networks: ['mainnet', 'base'],
})
if (!validated.ok) throw new Error('the test config is invalid')
const config = normalizeConfig(validated.config)
const NoProvider = ({ children }: { children?: unknown }) => children as null
const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

function setup() {
  const appKit = createAppKit(config, { window: null, storage: null })
  const wagmi = createAppKitWagmi(config, NoProvider)
  const detach = wagmi.bridge.attach(appKit)
  const connect = (address: string) =>
    appKit.stores.chains.setAccount('eip155', {
      status: 'connected',
      address,
      caipAddress: `eip155:1:${address}`,
    })
  return { appKit, ...wagmi, detach, connect }
}

describe('the kit connection as seen by wagmi', () => {
  it("maps the kit's connect, account change, network change and disconnect to wagmi", () => {
    const { appKit, wagmiConfig, connect } = setup()
    expect(getConnection(wagmiConfig).status).toBe('disconnected')
    connect(alice)
    expect(getConnection(wagmiConfig)).toMatchObject({
      status: 'connected',
      address: alice,
      chainId: 1,
    })
    connect(bob)
    expect(getConnection(wagmiConfig).address).toBe(bob)
    const base = config.networks.find((network) => network.caipNetworkId === 'eip155:8453')
    appKit.stores.chains.setNetwork('eip155', { caipNetwork: base })
    expect(getConnection(wagmiConfig).chainId).toBe(8453)
    appKit.stores.chains.resetAccount('eip155')
    expect(getConnection(wagmiConfig).status).toBe('disconnected')
  })

  it('disconnects wagmi when the provider unmounts (the instance detaches)', () => {
    const { wagmiConfig, connect, detach } = setup()
    connect(alice)
    expect(getConnection(wagmiConfig).status).toBe('connected')
    detach()
    expect(getConnection(wagmiConfig).status).toBe('disconnected')
  })
})

describe('the provider wagmi writes through', () => {
  it('forwards requests to the active wallet and rejects a pending one (4900) when it goes', async () => {
    const { appKit, bridge } = setup()
    const wallet = {
      request: async ({ method }: { method: string }) =>
        method === 'eth_chainId' ? '0x1' : new Promise(() => {}),
    }
    appKit.stores.providers.setState({ eip155: { provider: wallet, type: 'announced' } })
    const provider = createKitProvider(bridge)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
    const pending = provider.request({ method: 'eth_sendTransaction', params: [{}] })
    appKit.stores.providers.setState({ eip155: undefined })
    await expect(pending).rejects.toMatchObject({ code: 4900 })
    await expect(provider.request({ method: 'eth_chainId' })).rejects.toMatchObject({
      code: 4900,
    })
  })
})
