import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { switchNetwork } from '../../core/kernel.js'
import { renderKitHook } from './fixtures/renderKitHook.js'
import { useAppKitState } from './useAppKitState.js'

describe('useAppKitState', () => {
  it('says the modal is closed, on the active network of the config', () => {
    const { result } = renderKitHook(() => useAppKitState())
    expect(result.current).toEqual({
      open: false,
      loading: false,
      view: 'Connect',
      selectedNetworkId: 'eip155:1',
      activeChain: 'eip155',
    })
  })

  it('follows the modal as it opens on a view and closes', async () => {
    const { result, appKit } = renderKitHook(() => useAppKitState())
    await act(() => appKit.open({ view: 'Networks' }))
    expect(result.current).toMatchObject({ open: true, view: 'Networks' })
    await act(() => appKit.close())
    expect(result.current.open).toBe(false)
  })

  it('follows the selected network', async () => {
    const { result, appKit } = renderKitHook(() => useAppKitState())
    await act(() => switchNetwork(appKit, { caipNetworkId: 'eip155:8453' }))
    expect(result.current.selectedNetworkId).toBe('eip155:8453')
  })
})
