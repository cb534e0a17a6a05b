import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderKitHook } from './fixtures/renderKitHook.js'
import { useAppKitEvents } from './useAppKitEvents.js'

describe('useAppKitEvents', () => {
  it('is undefined until the kit emits an event', () => {
    const { result } = renderKitHook(() => useAppKitEvents())
    expect(result.current).toBeUndefined()
  })

  it('gives the latest event of the kit, with its data and time', async () => {
    const { result, appKit } = renderKitHook(() => useAppKitEvents())
    const before = Date.now()
    await act(() => appKit.open())
    expect(result.current).toMatchObject({
      name: 'modalOpen',
      data: { view: 'Connect', connected: false },
    })
    expect(result.current?.timestamp).toBeGreaterThanOrEqual(before)
    await act(() => appKit.close())
    expect(result.current).toMatchObject({ name: 'modalClose', data: { connected: false } })
  })

  it('hears the connection events too', async () => {
    const { result, connectWallet } = renderKitHook(() => useAppKitEvents())
    await connectWallet()
    expect(result.current?.name).toBe('connectSuccess')
  })
})
