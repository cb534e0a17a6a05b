import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { testAccounts } from '../../core/connectors/fixtures/createTestProvider.js'
import { renderKitHook } from './fixtures/renderKitHook.js'
import { signedInSession } from './fixtures/signedInSession.js'
import { useAppKitAccount } from './useAppKitAccount.js'

const [address, other] = testAccounts

describe('useAppKitAccount', () => {
  it('says disconnected before a wallet connects', () => {
    const { result } = renderKitHook(() => useAppKitAccount())
    expect(result.current).toEqual({
      address: undefined,
      caipAddress: undefined,
      isConnected: false,
      status: 'disconnected',
      allAccounts: [],
      isSignedIn: false,
    })
  })

  it('follows the account through connect and disconnect', async () => {
    const { result, connectWallet, disconnectWallet } = renderKitHook(() => useAppKitAccount())
    await connectWallet()
    expect(result.current).toMatchObject({
      address,
      caipAddress: `eip155:1:${address}`,
      isConnected: true,
      status: 'connected',
    })
    expect(result.current.allAccounts.map((entry) => entry.address)).toEqual([address])
    await disconnectWallet()
    expect(result.current).toMatchObject({
      address: undefined,
      isConnected: false,
      status: 'disconnected',
    })
  })

  it('shows the account of the namespace asked for', async () => {
    const { result, connectWallet } = renderKitHook(() => useAppKitAccount({ namespace: 'solana' }))
    await connectWallet()
    expect(result.current).toMatchObject({ address: undefined, isConnected: false })
  })

  it('is signed in only with a session of this very account', async () => {
    const { result, appKit, connectWallet } = renderKitHook(() => useAppKitAccount())
    await connectWallet()
    act(() =>
      appKit.stores.siwx.setState({ status: 'signed-in', session: signedInSession(address) }),
    )
    expect(result.current.isSignedIn).toBe(true)
    act(() => appKit.stores.siwx.setState({ session: signedInSession(other) }))
    expect(result.current.isSignedIn).toBe(false)
    act(() => appKit.stores.siwx.setState({ status: 'signed-out', session: undefined }))
    expect(result.current.isSignedIn).toBe(false)
  })
})
