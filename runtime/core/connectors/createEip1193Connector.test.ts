import { afterEach, describe, expect, it, vi } from 'vitest'
import { builtinNetworks } from '../../../schema/builtinNetworks.js'
import type { CaipNetwork } from '../../../schema/index.js'
import { ProviderRpcError } from '../errors/ProviderRpcError.js'
import { RequestPendingError } from '../errors/RequestPendingError.js'
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.js'
import type { Eip1193Provider } from './Connector.js'
import { createEip1193Connector } from './createEip1193Connector.js'
import { createTestProvider, TestRpcError, testAccounts } from './fixtures/createTestProvider.js'

const mainnet = builtinNetworks['eip155:1'] as CaipNetwork
const base = builtinNetworks['eip155:8453'] as CaipNetwork

function setup(options: Parameters<typeof createTestProvider>[0] = {}) {
  const provider = createTestProvider(options)
  const connector = createEip1193Connector({
    id: 'eip6963:io.metamask:1',
    type: 'ANNOUNCED',
    name: 'MetaMask',
    rdns: 'io.metamask',
    provider,
  })
  return { provider, connector }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('createEip1193Connector', () => {
  it('connects with eth_requestAccounts then eth_chainId', async () => {
    const { provider, connector } = setup({ chainId: 8453 })
    await expect(connector.connect()).resolves.toEqual({
      accounts: [testAccounts[0]],
      chainId: 8453,
    })
    expect(provider.calls.map((call) => call.method)).toEqual([
      'eth_requestAccounts',
      'eth_chainId',
    ])
    expect(connector.getProvider()).toBe(provider)
    expect(connector.chain).toBe('eip155')
  })

  it('starts on the selected network, and keeps the wallet chain when the switch is declined', async () => {
    const accepted = setup({ chainId: 1, chains: [1, 8453] })
    expect((await accepted.connector.connect({ network: base })).chainId).toBe(8453)
    const declined = setup({ chainId: 1, chains: [1, 8453] })
    declined.provider.answerNext('wallet_switchEthereumChain', 4001)
    expect((await declined.connector.connect({ network: base })).chainId).toBe(1)
  })

  it.each([
    [4001, UserRejectedRequestError, 'Connection rejected'],
    [5000, UserRejectedRequestError, 'Connection rejected'],
    [-32002, RequestPendingError, 'A request is already pending in your wallet'],
    [4100, ProviderRpcError, 'The wallet has not authorized this account or method'],
  ])('wraps a %i from the prompt and does not retry it', async (code, type, message) => {
    const { provider, connector } = setup()
    provider.answerNext('eth_requestAccounts', code)
    const error = await connector.connect().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(type)
    expect((error as ProviderRpcError).shortMessage).toBe(message)
    expect((error as ProviderRpcError).cause).toBeInstanceOf(TestRpcError)
    expect(provider.callsOf('eth_requestAccounts')).toHaveLength(1)
  })

  it('fails to connect when the wallet returns no usable account', async () => {
    const { connector } = setup({ accounts: [] })
    await expect(connector.connect()).rejects.toMatchObject({
      code: 'FAILED_TO_CONNECT',
      shortMessage: 'Failed to connect',
    })
  })

  it('is authorized only when eth_accounts lists an account, and never prompts for it', async () => {
    const { provider, connector } = setup()
    expect(await connector.isAuthorized()).toBe(false)
    await connector.connect()
    expect(await connector.isAuthorized()).toBe(true)
    expect(await connector.getAccounts()).toEqual([testAccounts[0]])
    expect(provider.callsOf('eth_requestAccounts')).toHaveLength(1)
    const broken: Eip1193Provider = { request: () => Promise.reject(new Error('boom')) }
    const other = createEip1193Connector({ id: 'x', type: 'INJECTED', name: 'x', provider: broken })
    expect(await other.isAuthorized()).toBe(false)
  })

  it('disconnects by revoking permissions, best effort, never throwing or hanging', async () => {
    const { provider, connector } = setup({ authorized: true })
    await connector.disconnect()
    expect(provider.callsOf('wallet_revokePermissions')).toEqual([
      { method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] },
    ])
    const refusing: Eip1193Provider = {
      request: () => Promise.reject(new TestRpcError(4200, 'unsupported')),
    }
    const a = createEip1193Connector({ id: 'a', type: 'INJECTED', name: 'a', provider: refusing })
    await expect(a.disconnect()).resolves.toBeUndefined()
    vi.useFakeTimers()
    const silent: Eip1193Provider = { request: () => new Promise(() => undefined) }
    const b = createEip1193Connector({ id: 'b', type: 'INJECTED', name: 'b', provider: silent })
    const done = b.disconnect()
    await vi.advanceTimersByTimeAsync(1_000)
    await expect(done).resolves.toBeUndefined()
  })

  it('forwards wallet events in the kit shape and stops forwarding on unsubscribe', async () => {
    const { provider, connector } = setup()
    const accountsChanged = vi.fn()
    const chainChanged = vi.fn()
    const disconnect = vi.fn()
    const stop = connector.subscribe({ accountsChanged, chainChanged, disconnect })
    provider.emit('accountsChanged', ['0x70997970c51812dc3a010c7d01b50e0d17dc79c8'])
    provider.emit('accountsChanged', 'garbage')
    provider.emit('chainChanged', '0x2105')
    provider.emit('chainChanged', 10)
    provider.emit('chainChanged', 'nonsense')
    provider.emit('disconnect', { code: 4900 })
    // Accounts are checksummed by viem, loaded on first use: the forward is asynchronous.
    await vi.waitFor(() => expect(accountsChanged).toHaveBeenCalled(), { timeout: 5_000 })
    expect(accountsChanged.mock.calls).toEqual([[[testAccounts[1]]]])
    expect(chainChanged.mock.calls).toEqual([[8453], [10]])
    expect(disconnect).toHaveBeenCalledTimes(1)
    stop()
    expect(provider.listenerCount()).toBe(0)
    provider.emit('chainChanged', '0x1')
    expect(chainChanged).toHaveBeenCalledTimes(2)
  })

  it('ignores a 1013 disconnect while the site is still authorized', async () => {
    const { provider, connector } = setup({ authorized: true })
    const disconnect = vi.fn()
    connector.subscribe({ disconnect })
    provider.emit('disconnect', { code: 1013 })
    await vi.waitFor(() => expect(provider.callsOf('eth_accounts')).toHaveLength(1), {
      timeout: 5_000,
    })
    await Promise.resolve()
    expect(disconnect).not.toHaveBeenCalled()
    provider.state.authorized = false
    provider.emit('disconnect', { code: 1013 })
    await vi.waitFor(() => expect(disconnect).toHaveBeenCalledTimes(1), { timeout: 5_000 })
  })

  it('switches chain with wallet_switchEthereumChain and a hex chain id', async () => {
    const { provider, connector } = setup({ chainId: 1, chains: [1, 8453] })
    await connector.switchChain(base)
    expect(provider.callsOf('wallet_switchEthereumChain')).toEqual([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] },
    ])
    expect(provider.callsOf('wallet_addEthereumChain')).toHaveLength(0)
    expect(await connector.getChainId()).toBe(8453)
    expect(provider.listenerCount()).toBe(0)
  })

  it('on 4902 adds the chain exactly once with its EIP-3085 fields, then is on it', async () => {
    const network: CaipNetwork = {
      ...base,
      assets: { imageUrl: 'https://icons.example/base.png' },
      rpcUrls: {
        default: { http: ['https://keyed.example/rpc?key=secret'] },
        chainDefault: { http: ['https://mainnet.base.org'] },
      },
    }
    for (const switchOnAdd of [true, false]) {
      const { provider, connector } = setup({ chainId: 1, chains: [1], switchOnAdd })
      await connector.switchChain(network)
      expect(provider.callsOf('wallet_addEthereumChain')).toEqual([
        {
          method: 'wallet_addEthereumChain',
          params: [
            {
              chainId: '0x2105',
              chainName: 'Base',
              nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
              rpcUrls: ['https://mainnet.base.org'],
              blockExplorerUrls: ['https://basescan.org'],
              iconUrls: ['https://icons.example/base.png'],
            },
          ],
        },
      ])
      // A wallet that switched while adding is not asked again; one that only added is asked once.
      expect(provider.callsOf('wallet_switchEthereumChain')).toHaveLength(switchOnAdd ? 1 : 2)
      expect(provider.state.chainId).toBe(8453)
    }
  })

  it('surfaces a declined switch or add without retrying', async () => {
    const declined = setup({ chainId: 1, chains: [1, 8453] })
    declined.provider.answerNext('wallet_switchEthereumChain', 4001)
    await expect(declined.connector.switchChain(base)).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(declined.provider.calls.map((c) => c.method)).toEqual(['wallet_switchEthereumChain'])
    const addDeclined = setup({ chainId: 1, chains: [1] })
    addDeclined.provider.answerNext('wallet_addEthereumChain', 4001)
    await expect(addDeclined.connector.switchChain(base)).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(addDeclined.provider.callsOf('wallet_addEthereumChain')).toHaveLength(1)
    expect(addDeclined.provider.callsOf('wallet_switchEthereumChain')).toHaveLength(1)
  })

  it('waits for a wallet that reports the chain late, and at most 10 s', async () => {
    vi.useFakeTimers()
    let chainId = 1
    const lazy: Eip1193Provider = {
      async request({ method }) {
        return method === 'eth_chainId' ? `0x${chainId.toString(16)}` : null
      },
    }
    const connector = createEip1193Connector({
      id: 'l',
      type: 'INJECTED',
      name: 'l',
      provider: lazy,
    })
    const late = connector.switchChain(base)
    await vi.advanceTimersByTimeAsync(3_000)
    chainId = 8453
    await vi.advanceTimersByTimeAsync(1_000)
    await expect(late).resolves.toBeUndefined()
    chainId = 1
    const never = connector.switchChain(base)
    const settled = expect(never).rejects.toMatchObject({ code: 'SWITCH_CHAIN_TIMEOUT' })
    await vi.advanceTimersByTimeAsync(10_000)
    await settled
    expect(vi.getTimerCount()).toBe(0)
  })

  it('refuses to switch to a network that is not EVM', async () => {
    const { connector } = setup()
    const solana = { ...mainnet, chainNamespace: 'solana', id: 'x', caipNetworkId: 'solana:x' }
    await expect(connector.switchChain(solana as CaipNetwork)).rejects.toMatchObject({
      code: 'CHAIN_NOT_SUPPORTED',
    })
  })
})
