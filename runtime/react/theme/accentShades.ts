// Shades of the theme's accent that keep WCAG 2.2 AA's 4.5:1 for text whatever accent an app
// sets, computed by the browser from the accent itself (relative color syntax). In XYZ-D65 the
// `y` channel is the relative luminance WCAG's contrast ratio is made of, so a shade can be aimed
// at a luminance exactly: scaling x, y and z together gives a darker shade of the same color
// (and stays in gamut); mixing toward white in linear light gives a lighter one. An accent that
// already contrasts enough is left as it is.

/** The condition of the rules that use these shades: elsewhere the accent is used as it is. */
export const relativeColors = '@supports (color:color(from red xyz-d65 x y z))'

/** White text on the fill has 4.69:1 (4.5:1 needs a luminance of 0.183 at most). */
const fillLuminance = 0.175
/** Accent text on white, the light surfaces and an accent tint over white keeps 4.5:1. */
const lightSurfaceText = 0.12
/** Accent text on #121313, the dark surfaces and an accent tint over them keeps 4.5:1. */
const darkSurfaceText = 0.3

/** D65 white in XYZ, the color a lighter shade is mixed toward. */
const white = { x: 0.9505, y: 1, z: 1.089 }

/** `color`, darkened to at most `luminance` (same hue), as a CSS color. */
function atMost(color: string, luminance: number): string {
  const scale = `min(1,${luminance}/y)`
  return `color(from ${color} xyz-d65 calc(x*${scale}) calc(y*${scale}) calc(z*${scale}))`
}

/** `color`, lightened to at least `luminance` by mixing in white, as a CSS color. */
function atLeast(color: string, luminance: number): string {
  const share = `max(0,(${luminance} - y)/(1 - y))`
  const toward = (channel: 'x' | 'y' | 'z') =>
    `calc(${channel} + (${white[channel]} - ${channel})*${share})`
  return `color(from ${color} xyz-d65 ${toward('x')} ${toward('y')} ${toward('z')})`
}

/**
 * The accent as a background under white text (buttons): the accent, darker where it is too
 * light for 4.5:1.
 * @example `.button{background:${accentFill('var(--ak-accent)')}}`
 */
export function accentFill(accent: string): string {
  return atMost(accent, fillLuminance)
}

/**
 * The accent as text on the theme's surfaces: darker on the light theme, lighter on the dark one,
 * where the accent alone is below 4.5:1.
 * @example `:host{--ak-accent-text-dark:${accentText('var(--ak-accent)', 'dark')}}`
 */
export function accentText(accent: string, scheme: 'light' | 'dark'): string {
  return scheme === 'light' ? atMost(accent, lightSurfaceText) : atLeast(accent, darkSurfaceText)
}
