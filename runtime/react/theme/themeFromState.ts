import type { ThemeState } from '../../core/kernel.js'
import { darkTheme, lightTheme, type ThemeVariables } from './themes.js'

/**
 * The theme variables for an instance's theme state (`config.theme`, changed at run time through
 * `useAppKitTheme`).
 * @example const vars = themeFromState(appKit.stores.theme.getState())
 */
export function themeFromState(state: ThemeState): ThemeVariables {
  const { accent, fontFamily, fontSizeBase, radiusBase, zIndex } = state.themeVariables
  const options = { accent, fontFamily, fontSizeBase, radiusBase, zIndex }
  return state.themeMode === 'light' ? lightTheme(options) : darkTheme(options)
}
