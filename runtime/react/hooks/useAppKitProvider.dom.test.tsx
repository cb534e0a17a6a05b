import { describe, expect, it } from 'vitest'
import { renderKitHook } from './fixtures/renderKitHook.js'
import { useAppKitProvider } from './useAppKitProvider.js'

describe('useAppKitProvider', () => {
  it("gives the connected wallet's own provider for the namespace, and none once it disconnects", async () => {
    const { result, provider, connectWallet, disconnectWallet } = renderKitHook(() =>
      useAppKitProvider('eip155'),
    )
    expect(result.current).toEqual({ walletProvider: undefined, walletProviderType: undefined })
    await connectWallet()
    expect(result.current.walletProvider).toBe(provider)
    expect(result.current.walletProviderType).toBe('announced')
    await disconnectWallet()
    expect(result.current).toEqual({ walletProvider: undefined, walletProviderType: undefined })
  })

  it('gives nothing for a namespace the wallet did not connect', async () => {
    const { result, connectWallet } = renderKitHook(() => useAppKitProvider('solana'))
    await connectWallet()
    expect(result.current.walletProvider).toBeUndefined()
  })
})
