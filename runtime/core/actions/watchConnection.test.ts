import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testAccounts } from '../connectors/fixtures/createTestProvider.js'
import { connect } from './connect.js'
import { setupAppKit, stubBalanceRpc } from './fixtures/setupAppKit.js'

beforeEach(() => {
  stubBalanceRpc()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

async function connected(options: Parameters<typeof setupAppKit>[0] = {}) {
  const kit = setupAppKit({ ...options, provider: { chains: [1, 8453], ...options.provider } })
  await connect(kit.appKit, { connectorId: kit.connectorId() })
  await vi.waitFor(() => expect(kit.account().balance).toBe('1.234'), { timeout: 5_000 })
  return kit
}

describe('wallet events of a connection', () => {
  it('resyncs on another account, clearing the old balance before reading the new one', async () => {
    const kit = await connected()
    const seen: { address: string | undefined; balance: string | undefined }[] = []
    kit.appKit.stores.chains.subscribe(() => {
      const { address, balance } = kit.account()
      seen.push({ address, balance })
    })
    kit.provider.emit('accountsChanged', [testAccounts[1].toLowerCase(), testAccounts[0]])
    await vi.waitFor(
      () => expect(kit.account()).toMatchObject({ address: testAccounts[1], balance: '1.234' }),
      { timeout: 5_000 },
    )
    expect(kit.account()).toMatchObject({
      status: 'connected',
      address: testAccounts[1],
      caipAddress: `eip155:1:${testAccounts[1]}`,
      allAccounts: [
        { namespace: 'eip155', address: testAccounts[1], type: 'eoa' },
        { namespace: 'eip155', address: testAccounts[0], type: 'eoa' },
      ],
    })
    // The first state with the new address must not show the old account's balance.
    expect(seen.find((state) => state.address === testAccounts[1])?.balance).toBeUndefined()
  })

  it('disconnects when the wallet lists no account, or says it disconnected', async () => {
    for (const end of [
      (kit: Awaited<ReturnType<typeof connected>>) => kit.provider.emit('accountsChanged', []),
      (kit: Awaited<ReturnType<typeof connected>>) =>
        kit.provider.emit('disconnect', { code: 4900 }),
    ]) {
      const kit = await connected()
      const disconnected = vi.fn()
      kit.appKit.events.on('disconnectSuccess', disconnected)
      end(kit)
      await vi.waitFor(() => expect(disconnected).toHaveBeenCalledTimes(1), { timeout: 5_000 })
      expect(kit.account().status).toBe('disconnected')
      expect(kit.provider.listenerCount()).toBe(0)
    }
  })

  it('ignores and logs an accountsChanged whose entries are all invalid, staying connected', async () => {
    const kit = await connected()
    const disconnected = vi.fn()
    kit.appKit.events.on('disconnectSuccess', disconnected)
    // testAccounts[1] with one letter's case changed: a wrong EIP-55 checksum.
    const badChecksum = '0x70997970c51812dc3A010C7d01b50e0d17dc79C8'
    kit.provider.emit('accountsChanged', ['0x123', 42, null, badChecksum])
    await vi.waitFor(
      () =>
        expect(kit.logger.warn).toHaveBeenCalledWith(
          'Ignored a wallet event: accountsChanged with no valid address',
          ['0x123', 42, null, badChecksum],
        ),
      { timeout: 5_000 },
    )
    expect(disconnected).not.toHaveBeenCalled()
    expect(kit.account()).toMatchObject({ status: 'connected', address: testAccounts[0] })
  })

  it('follows a chain change to a configured network and reads its balance', async () => {
    const kit = await connected()
    const switched = vi.fn()
    kit.appKit.events.on('switchNetwork', switched)
    kit.provider.emit('chainChanged', '0x2105')
    expect(kit.network()?.caipNetworkId).toBe('eip155:8453')
    expect(kit.account().caipAddress).toBe(`eip155:8453:${testAccounts[0]}`)
    expect(switched).toHaveBeenCalledWith({
      namespace: 'eip155',
      caipNetworkId: 'eip155:8453',
      previousCaipNetworkId: 'eip155:1',
      supported: true,
    })
    await vi.waitFor(() => expect(kit.account().balance).toBe('1.234'), { timeout: 5_000 })
  })

  it('shows UnsupportedChain on a chain change to an unlisted chain, and closes it on return', async () => {
    const kit = await connected()
    kit.provider.emit('chainChanged', 999)
    await vi.waitFor(() => expect(kit.view()).toBe('UnsupportedChain'), { timeout: 5_000 })
    expect(kit.appKit.getState().modal.open).toBe(true)
    expect(kit.network()?.name).toBe('Unknown Network')
    expect(kit.account().balance).toBeUndefined()
    kit.provider.emit('chainChanged', '0x1')
    await vi.waitFor(() => expect(kit.appKit.getState().modal.open).toBe(false), { timeout: 5_000 })
    expect(kit.network()?.caipNetworkId).toBe('eip155:1')
  })

  it('does not show UnsupportedChain when unsupported chains are allowed', async () => {
    const kit = await connected({ config: { allowUnsupportedChain: true } })
    kit.provider.emit('chainChanged', 999)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(kit.appKit.getState().modal.open).toBe(false)
    expect(kit.network()?.caipNetworkId).toBe('eip155:999')
    expect(kit.account().status).toBe('connected')
  })
})
