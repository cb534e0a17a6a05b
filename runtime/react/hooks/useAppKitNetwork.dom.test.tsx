import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { switchNetwork } from '../../core/kernel.js'
import { renderKitHook } from './fixtures/renderKitHook.js'
import { useAppKitNetwork } from './useAppKitNetwork.js'

describe('useAppKitNetwork', () => {
  it("gives the active network: the config's first", () => {
    const { result } = renderKitHook(() => useAppKitNetwork())
    expect(result.current).toMatchObject({ caipNetworkId: 'eip155:1', chainId: 1 })
    expect(result.current.caipNetwork?.name).toBe('Ethereum')
  })

  it('switches the network, and follows a switch made elsewhere', async () => {
    const { result, appKit } = renderKitHook(() => useAppKitNetwork())
    await act(() => result.current.switchNetwork('eip155:8453'))
    expect(result.current).toMatchObject({ caipNetworkId: 'eip155:8453', chainId: 8453 })
    expect(appKit.stores.chains.getNetwork('eip155').caipNetwork?.caipNetworkId).toBe('eip155:8453')
    await act(() => switchNetwork(appKit, { caipNetworkId: 'eip155:1' }))
    expect(result.current.chainId).toBe(1)
  })

  it("switches the connected wallet's network too", async () => {
    const { result, provider, connectWallet } = renderKitHook(() => useAppKitNetwork(), {
      provider: { chains: [1, 8453] },
    })
    await connectWallet()
    await act(() => result.current.switchNetwork('eip155:8453'))
    expect(provider.state.chainId).toBe(8453)
    expect(result.current.chainId).toBe(8453)
  })
})
