import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderKitHook } from './fixtures/renderKitHook.js'
import { useDisconnect } from './useDisconnect.js'

describe('useDisconnect', () => {
  it('disconnects the wallet', async () => {
    const { result, account, connectWallet } = renderKitHook(() => useDisconnect())
    await connectWallet()
    expect(account().status).toBe('connected')
    await act(() => result.current.disconnect())
    expect(account()).toMatchObject({ status: 'disconnected', address: undefined })
  })

  it('passes its parameters on: keepOpen leaves the modal open', async () => {
    const { result, appKit, account, connectWallet } = renderKitHook(() => useDisconnect())
    await connectWallet()
    await act(() => appKit.open())
    await act(() => result.current.disconnect({ keepOpen: true }))
    expect(account().status).toBe('disconnected')
    expect(appKit.getState().modal.open).toBe(true)
  })

  it('closes the modal by default (SPEC section 4)', async () => {
    const { result, appKit, connectWallet } = renderKitHook(() => useDisconnect())
    await connectWallet()
    await act(() => appKit.open())
    await act(() => result.current.disconnect())
    expect(appKit.getState().modal.open).toBe(false)
  })

  it('returns the same function on every render', () => {
    const { result, rerender } = renderKitHook(() => useDisconnect())
    const first = result.current
    rerender()
    expect(result.current).toBe(first)
  })
})
