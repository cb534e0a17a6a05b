// The same connector under @wagmi/core 2 (installed as `wagmi-core-v2`): appkit/wagmi claims v2
// and v3, so both majors run the kit's connection through wagmi's own state.
import { base, mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import {
  type CreateConnectorFn,
  createConfig,
  disconnect,
  getAccount,
  http,
  switchChain,
} from 'wagmi-core-v2'
import { testConfig } from '../core/fixtures/testConfig.js'
import { createAppKit } from '../core/kernel.js'
import { appKitConnector, createAppKitBridge } from './index.js'

const config = testConfig() // Ethereum and Base
const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function setup() {
  const appKit = createAppKit(config, { window: null, storage: null })
  const bridge = createAppKitBridge()
  const wagmiConfig = createConfig({
    chains: [mainnet, base],
    transports: { [mainnet.id]: http(), [base.id]: http() },
    // Our declarations name `@wagmi/core`'s types, which here are v3's (an app on v2 resolves them
    // to v2's); the cast stands in for that, the runtime object is the one v3 gets.
    connectors: [appKitConnector(bridge) as unknown as CreateConnectorFn],
    multiInjectedProviderDiscovery: false,
  })
  bridge.attach(appKit)
  const connect = (address: string) =>
    appKit.stores.chains.setAccount('eip155', {
      status: 'connected',
      address,
      caipAddress: `eip155:1:${address}`,
    })
  return { appKit, wagmiConfig, connect }
}

describe('appKitConnector under @wagmi/core 2', () => {
  it("follows the kit's connect, network change and disconnect", () => {
    const { appKit, wagmiConfig, connect } = setup()
    expect(getAccount(wagmiConfig).status).toBe('disconnected')
    connect(alice)
    expect(getAccount(wagmiConfig)).toMatchObject({
      status: 'connected',
      address: alice,
      chainId: 1,
    })
    const baseNetwork = config.networks.find((network) => network.caipNetworkId === 'eip155:8453')
    appKit.stores.chains.setNetwork('eip155', { caipNetwork: baseNetwork })
    expect(getAccount(wagmiConfig).chainId).toBe(8453)
    appKit.stores.chains.resetAccount('eip155')
    expect(getAccount(wagmiConfig).status).toBe('disconnected')
  })

  it("switches through the kit and disconnects the kit from wagmi's side", async () => {
    const { appKit, wagmiConfig, connect } = setup()
    connect(alice)
    await switchChain(wagmiConfig, { chainId: base.id })
    expect(appKit.stores.chains.getNetwork('eip155').caipNetwork?.caipNetworkId).toBe('eip155:8453')
    expect(getAccount(wagmiConfig).chainId).toBe(base.id)
    await disconnect(wagmiConfig)
    expect(appKit.stores.chains.getAccount('eip155').status).toBe('disconnected')
    expect(getAccount(wagmiConfig).status).toBe('disconnected')
  })
})
