import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderKitHook } from './fixtures/renderKitHook.js'
import { useAppKit } from './useAppKit.js'

describe('useAppKit', () => {
  it('opens the modal on Connect when no wallet is connected, and closes it', async () => {
    const { result, appKit } = renderKitHook(() => useAppKit())
    await act(() => result.current.open())
    expect(appKit.getState().modal.open).toBe(true)
    expect(appKit.getState().router.current.view).toBe('Connect')
    await act(() => result.current.close())
    expect(appKit.getState().modal.open).toBe(false)
  })

  it('opens the modal on the view asked for', async () => {
    const { result, appKit } = renderKitHook(() => useAppKit())
    await act(() => result.current.open({ view: 'Networks' }))
    expect(appKit.getState().router.current.view).toBe('Networks')
  })

  it('opens on Account once a wallet is connected', async () => {
    const { result, appKit, connectWallet } = renderKitHook(() => useAppKit())
    await connectWallet()
    await act(() => result.current.open())
    expect(appKit.getState().router.current.view).toBe('Account')
  })

  it('returns the same functions on every render', async () => {
    const { result, rerender } = renderKitHook(() => useAppKit())
    const first = result.current
    rerender()
    expect(result.current).toBe(first)
  })
})
