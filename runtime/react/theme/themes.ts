/**
 * The theme contract: the CSS custom properties every part of the modal reads. A theme is a full
 * set of them; `darkTheme()` and `lightTheme()` build one, with overrides.
 */
export interface ThemeVariables {
  '--ak-accent': string
  '--ak-background': string
  '--ak-foreground': string
  '--ak-success': string
  '--ak-warning': string
  '--ak-error': string
  '--ak-font-family': string
  /** The type scale is multiples of it (SPEC section 9: 10px). */
  '--ak-font-size-base': string
  /** Corner radii are multiples of it (SPEC section 9: 4px). */
  '--ak-radius-base': string
  '--ak-z-index': string
  '--ak-color-scheme': 'light' | 'dark'
}

/** What a theme function accepts: the config's `themeVariables`, plus the two surface colors. */
export interface ThemeOptions {
  accent?: string | undefined
  background?: string | undefined
  foreground?: string | undefined
  fontFamily?: string | undefined
  fontSizeBase?: string | undefined
  radiusBase?: string | undefined
  zIndex?: number | undefined
}

/** SPEC section 9 defaults shared by both modes. */
const base = {
  accent: 'hsla(215, 100%, 60%, 1)',
  // The platform's UI font everywhere current; every extra family name is a font lookup on first
  // paint (tens of ms on Linux for names that are not installed).
  fontFamily: 'system-ui, sans-serif',
  fontSizeBase: '10px',
  radiusBase: '4px',
  zIndex: 999,
}

function build(
  mode: 'light' | 'dark',
  surface: {
    background: string
    foreground: string
    success: string
    warning: string
    error: string
  },
  options: ThemeOptions,
): ThemeVariables {
  return {
    '--ak-accent': options.accent ?? base.accent,
    '--ak-background': options.background ?? surface.background,
    '--ak-foreground': options.foreground ?? surface.foreground,
    '--ak-success': surface.success,
    '--ak-warning': surface.warning,
    '--ak-error': surface.error,
    '--ak-font-family': options.fontFamily ?? base.fontFamily,
    '--ak-font-size-base': options.fontSizeBase ?? base.fontSizeBase,
    '--ak-radius-base': options.radiusBase ?? base.radiusBase,
    '--ak-z-index': String(options.zIndex ?? base.zIndex),
    '--ak-color-scheme': mode,
  }
}

/**
 * The dark theme (the default): background #121313.
 * @example const vars = darkTheme({ accent: '#47a1ff' })
 */
export function darkTheme(options: ThemeOptions = {}): ThemeVariables {
  return build(
    'dark',
    {
      background: '#121313',
      foreground: '#e4e7e7',
      success: '#26d962',
      warning: '#f3a13f',
      error: '#f25a67',
    },
    options,
  )
}

/**
 * The light theme: a white background.
 * @example const vars = lightTheme({ radiusBase: '2px' })
 */
export function lightTheme(options: ThemeOptions = {}): ThemeVariables {
  return build(
    'light',
    {
      background: '#ffffff',
      foreground: '#141414',
      // Deep enough for 4.5:1 as text on white, the light surfaces and their own 14% tints.
      success: '#137034',
      warning: '#8f5308',
      error: '#c02836',
    },
    options,
  )
}
