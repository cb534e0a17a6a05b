import { describe, expect, it } from 'vitest'
import { renderKitHook } from './fixtures/renderKitHook.js'
import { useWalletInfo } from './useWalletInfo.js'

describe('useWalletInfo', () => {
  it('names the connected wallet, and nothing once it disconnects', async () => {
    const { result, connectWallet, disconnectWallet } = renderKitHook(() => useWalletInfo())
    expect(result.current).toEqual({ walletInfo: undefined })
    await connectWallet()
    expect(result.current.walletInfo).toMatchObject({ name: 'MetaMask' })
    await disconnectWallet()
    expect(result.current).toEqual({ walletInfo: undefined })
  })
})
