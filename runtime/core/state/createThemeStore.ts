import type { NormalizedConfig } from '../../../schema/index.js'
import { createStore, type Store } from '../store/createStore.js'

export type ThemeState = NormalizedConfig['theme']

/**
 * The theme of an instance: starts from the config, changeable at run time (`useAppKitTheme`).
 * @example const theme = createThemeStore(config.theme); theme.setState({ themeMode: 'light' })
 */
export function createThemeStore(initial: ThemeState): Store<ThemeState> {
  return createStore<ThemeState>({ ...initial, themeVariables: { ...initial.themeVariables } })
}
