import { connect, getConnection, switchChain } from '@wagmi/core'
import {
  ProviderDisconnectedError,
  UserRejectedRequestError as ViemUserRejectedRequestError,
} from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { normalizeConfig, validateConfig } from '../../schema/index.js'
import {
  type AppKit,
  BaseError,
  createAppKit,
  SwitchNetworkNotFoundError,
  UserRejectedRequestError,
} from '../core/kernel.js'
import { createAppKitBridge, createAppKitWagmi, createKitProvider, toWagmiChains } from './index.js'

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

/** `error` is the kit's error of `code` (a `BaseError`, not viem's). */
function expectKitError(error: unknown, code: BaseError['code']): void {
  expect(error).toBeInstanceOf(BaseError)
  expect((error as BaseError).code).toBe(code)
}

describe('errors at the wagmi edge', () => {
  /** A kit wallet session on eip155 whose network switches the wallet answers with `answer`. */
  function withWalletSwitch(appKit: AppKit, answer: () => Promise<void>) {
    const connector = { id: 'test-wallet', switchChain: answer }
    appKit.stores.connectors.setSession('eip155', {
      connector: connector as never,
      unsubscribe: () => {},
    })
  }

  it("rejects wagmi's connect with viem's UserRejectedRequestError over MODAL_CLOSED when the modal closes", async () => {
    const { appKit, wagmiConfig } = setup()
    const [connector] = wagmiConfig.connectors
    if (!connector) throw new Error('no connector')
    const connecting = connect(wagmiConfig, { connector })
    await vi.waitFor(() => expect(appKit.stores.modal.getState().open).toBe(true), {
      timeout: 5_000,
    })
    appKit.close()
    const error = await connecting.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ViemUserRejectedRequestError)
    expect(error).toMatchObject({ code: 4001 })
    expectKitError((error as Error).cause, 'MODAL_CLOSED')
  })

  it("rejects a switch the user declines in the wallet with viem's UserRejectedRequestError over the kit's", async () => {
    const { appKit, wagmiConfig, connect: connectKit, bridge } = setup()
    connectKit(alice)
    withWalletSwitch(appKit, async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    })
    // wagmi's switchChain, and a viem wallet client's switchChain through the kit's provider.
    const switches = [
      () => switchChain(wagmiConfig, { chainId: 8453 }),
      () =>
        createKitProvider(bridge).request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: '0x2105' }],
        }),
    ]
    for (const switching of switches) {
      const error = await switching().catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(ViemUserRejectedRequestError)
      expect((error as Error).cause).toBeInstanceOf(UserRejectedRequestError)
    }
    expect(appKit.stores.chains.getNetwork('eip155').caipNetwork?.caipNetworkId).toBe('eip155:1')
  })

  it("keeps the kit's coded error for any other failure of a switch", async () => {
    const { appKit, wagmiConfig, connect: connectKit } = setup()
    connectKit(alice)
    withWalletSwitch(appKit, async () => {
      throw Object.assign(new Error('Unrecognized chain ID'), { code: 4902 })
    })
    const error = await switchChain(wagmiConfig, { chainId: 8453 }).catch((caught) => caught)
    expectKitError(error, 'UNRECOGNIZED_CHAIN')
  })

  it('refuses a chain that is not in the wagmi config with SWITCH_NETWORK_NOT_FOUND, and its alert', async () => {
    const { appKit, wagmiConfig } = setup()
    const alerts: string[] = []
    appKit.events.on('alert', ({ key, title }) => alerts.push(`${key}: ${title}`))
    const connector = wagmiConfig.connectors[0]
    const error = await connector?.switchChain?.({ chainId: 10 }).catch((caught) => caught)
    expect(error).toBeInstanceOf(SwitchNetworkNotFoundError)
    expect(error).toMatchObject({ code: 'SWITCH_NETWORK_NOT_FOUND', caipNetworkId: 'eip155:10' })
    await vi.waitFor(
      () => expect(alerts).toEqual(['SWITCH_NETWORK_NOT_FOUND: Network Not Found']),
      { timeout: 5_000 },
    )
  })

  it('answers a reconnect with nothing connected in the kit with NOT_CONNECTED', async () => {
    const { wagmiConfig } = setup()
    const connector = wagmiConfig.connectors[0]
    const error = await connector?.connect({ isReconnecting: true }).catch((caught) => caught)
    expectKitError(error, 'NOT_CONNECTED')
  })

  it("rejects provider requests without a wallet with viem's ProviderDisconnectedError over the kit's", async () => {
    const { bridge } = setup()
    const error = await createKitProvider(bridge)
      .request({ method: 'eth_chainId' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ProviderDisconnectedError)
    expect(error).toMatchObject({ code: 4900 })
    expectKitError((error as Error).cause, 'PROVIDER_DISCONNECTED')
  })

  it('says WAGMI_PROVIDER_NOT_MOUNTED when no AppKitProvider mounts in time', async () => {
    vi.useFakeTimers()
    try {
      const waiting = createAppKitBridge()
        .instance(1_000)
        .catch((caught: unknown) => caught)
      await vi.advanceTimersByTimeAsync(1_000)
      const error = await waiting
      expectKitError(error, 'WAGMI_PROVIDER_NOT_MOUNTED')
      expect((error as BaseError).details).toContain('within 1000 ms')
    } finally {
      vi.useRealTimers()
    }
  })

  it('says WAGMI_NO_EVM_NETWORK for a config without an EVM network', () => {
    const error = (() => {
      try {
        toWagmiChains({ networks: [] })
      } catch (caught) {
        return caught
      }
    })()
    expectKitError(error, 'WAGMI_NO_EVM_NETWORK')
  })
})
