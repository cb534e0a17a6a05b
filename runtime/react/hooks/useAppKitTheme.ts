import { useMemo, useSyncExternalStore } from 'react'
import type { ThemeState } from '../../core/kernel.js'
import { useAppKitInstance } from '../AppKitContext.js'

export interface UseAppKitThemeReturn extends ThemeState {
  setThemeMode(mode: ThemeState['themeMode']): void
  setThemeVariables(variables: Partial<ThemeState['themeVariables']>): void
}

/**
 * The theme, and setters that restyle the open modal at once.
 * @example const { themeMode, setThemeMode } = useAppKitTheme(); setThemeMode('light')
 */
export function useAppKitTheme(): UseAppKitThemeReturn {
  const { theme } = useAppKitInstance().stores
  const state = useSyncExternalStore(theme.subscribe, theme.getState, theme.getState)
  return useMemo(
    () => ({
      ...state,
      setThemeMode: (themeMode) => theme.setState({ themeMode }),
      setThemeVariables: (variables) =>
        theme.setState((current) => ({
          themeVariables: { ...current.themeVariables, ...variables },
        })),
    }),
    [state, theme],
  )
}
