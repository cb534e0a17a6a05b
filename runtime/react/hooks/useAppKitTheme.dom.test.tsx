import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderKitHook } from './fixtures/renderKitHook.js'
import { useAppKitTheme } from './useAppKitTheme.js'

describe('useAppKitTheme', () => {
  it("starts from the config's theme", () => {
    const { result } = renderKitHook(() => useAppKitTheme(), {
      config: { theme: { themeMode: 'light', themeVariables: { accent: '#3396ff' } } },
    })
    expect(result.current.themeMode).toBe('light')
    expect(result.current.themeVariables).toMatchObject({ accent: '#3396ff' })
  })

  it("sets the mode on the kit's theme store, and follows the store", () => {
    const { result, appKit } = renderKitHook(() => useAppKitTheme(), {
      config: { theme: { themeMode: 'light' } },
    })
    act(() => result.current.setThemeMode('dark'))
    expect(appKit.stores.theme.getState().themeMode).toBe('dark')
    expect(result.current.themeMode).toBe('dark')
    act(() => appKit.stores.theme.setState({ themeMode: 'light' }))
    expect(result.current.themeMode).toBe('light')
  })

  it('merges variables into the ones already set', () => {
    const { result, appKit } = renderKitHook(() => useAppKitTheme(), {
      config: { theme: { themeVariables: { accent: '#3396ff' } } },
    })
    act(() => result.current.setThemeVariables({ fontFamily: 'Inter, sans-serif' }))
    expect(appKit.stores.theme.getState().themeVariables).toMatchObject({
      accent: '#3396ff',
      fontFamily: 'Inter, sans-serif',
    })
    expect(result.current.themeVariables).toMatchObject({ fontFamily: 'Inter, sans-serif' })
  })
})
