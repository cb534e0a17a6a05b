import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderKitHook } from './fixtures/renderKitHook.js'
import { useFeatures } from './useFeatures.js'

describe('useFeatures', () => {
  it("starts from the config's features and follows the store", async () => {
    const { result, appKit, renders } = renderKitHook(() => useFeatures(), {
      config: { features: { onramp: false } },
    })
    expect(result.current).toMatchObject({ swaps: true, onramp: false, source: 'local' })
    const before = renders()
    await act(async () => appKit.stores.features.setState({ onramp: true, source: 'remote' }))
    expect(result.current).toMatchObject({ onramp: true, source: 'remote' })
    expect(result.current).toBe(appKit.stores.features.getState())
    // An update that changes nothing renders nothing.
    const after = renders()
    expect(after).toBeGreaterThan(before)
    await act(async () => appKit.stores.features.setState({ onramp: true }))
    expect(renders()).toBe(after)
  })
})
