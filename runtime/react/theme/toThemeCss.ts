import { isFontFamily } from '../../../schema/grammar/isFontFamily.js'
import type { ThemeVariables } from './themes.js'

// Values end up in a stylesheet, so each one must stay inside its declaration. The CLI already
// validated the config's values; these closed grammars check again because `setThemeVariables`
// takes values at run time. Nothing here admits `;`, braces, `url(`, comments or escapes. The
// font family is read by the schema's own grammar: one the CLI accepts is never dropped here.
const color =
  /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|(rgba?|hsla?)\(\s*-?[\d.]+(deg|%)?(\s*[, ]\s*-?[\d.]+%?){2}(\s*[,/]\s*[\d.]+%?)?\s*\)|[a-z]{3,20})$/i
const length = /^\d{1,3}(\.\d{1,3})?(px|rem|em)$/
const fontFamily = { test: isFontFamily }
const integer = /^\d{1,10}$/
const colorScheme = /^(light|dark)$/

const grammar: Record<keyof ThemeVariables, { test(value: string): boolean }> = {
  '--ak-accent': color,
  '--ak-background': color,
  '--ak-foreground': color,
  '--ak-success': color,
  '--ak-warning': color,
  '--ak-error': color,
  '--ak-font-family': fontFamily,
  '--ak-font-size-base': length,
  '--ak-radius-base': length,
  '--ak-z-index': integer,
  '--ak-color-scheme': colorScheme,
}

/**
 * Builds the rules text of the theme stylesheet. A value outside its grammar is replaced by the
 * fallback theme's and named in `rejected`, so a bad value can never reach the stylesheet.
 * @example
 * const { css } = toThemeCss(darkTheme({ accent: '#47a1ff' }), darkTheme())
 * themeSheet.replaceSync(css)
 */
export function toThemeCss(
  variables: ThemeVariables,
  fallback: ThemeVariables,
): { css: string; rejected: (keyof ThemeVariables)[] } {
  const rejected: (keyof ThemeVariables)[] = []
  const declarations = (Object.keys(grammar) as (keyof ThemeVariables)[]).map((name) => {
    const value = variables[name]
    const valid =
      grammar[name].test(value) && (name !== '--ak-z-index' || Number(value) <= 2147483647)
    if (!valid) rejected.push(name)
    return `${name}:${valid ? value : fallback[name]};`
  })
  // The accent as text: the shade made for this mode's surfaces (the modal's sheet derives both,
  // see accentShades), or the accent itself where the browser cannot derive them.
  const mode = colorScheme.test(variables['--ak-color-scheme'])
    ? variables['--ak-color-scheme']
    : fallback['--ak-color-scheme']
  declarations.push(`--ak-accent-text:var(--ak-accent-text-${mode},var(--ak-accent));`)
  return { css: `:host{${declarations.join('')}}`, rejected }
}
