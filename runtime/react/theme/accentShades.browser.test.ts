import { afterEach, describe, expect, it } from 'vitest'
import { accentFill, accentText } from './accentShades.js'

// The shades resolved by Chromium itself, read back as sRGB pixels, and their contrast computed
// as WCAG 2.2 does: for the default accent and for accents of every hue, lightness and chroma.

const probe = document.createElement('div')
document.body.append(probe)
const canvas = document.createElement('canvas')
canvas.width = 1
canvas.height = 1
const context = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D

afterEach(() => {
  probe.style.color = ''
})

/** The color as the screen shows it: 8-bit sRGB channels. */
function pixel(color: string): number[] {
  probe.style.color = color
  context.clearRect(0, 0, 1, 1)
  context.fillStyle = getComputedStyle(probe).color
  context.fillRect(0, 0, 1, 1)
  return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)]
}

function luminance(rgb: number[]): number {
  const [r = 0, g = 0, b = 0] = rgb.map((channel) => {
    const value = channel / 255
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(pixel(a)), luminance(pixel(b))].sort((x, y) => y - x)
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05)
}

/** An accent tint over a surface, as the views draw tags: 14% of the accent. */
const tint = (accent: string, surface: string) => `color-mix(in srgb, ${accent} 14%, ${surface})`

const accents = [
  'hsla(215, 100%, 60%, 1)',
  ...[0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330].flatMap((hue) =>
    [100, 50].flatMap((saturation) =>
      [25, 45, 60, 75, 90].map((lightness) => `hsl(${hue} ${saturation}% ${lightness}%)`),
    ),
  ),
  'white',
  'black',
  'yellow',
]

describe('accent shades in Chromium', () => {
  it.each(accents)(
    'keeps 4.5:1 for white text on the fill and accent text on both themes: %s',
    (accent) => {
      expect(contrast(accentFill(accent), '#fff')).toBeGreaterThanOrEqual(4.5)
      const light = accentText(accent, 'light')
      expect(contrast(light, '#ffffff')).toBeGreaterThanOrEqual(4.5)
      expect(contrast(light, tint(accent, '#ffffff'))).toBeGreaterThanOrEqual(4.5)
      const dark = accentText(accent, 'dark')
      expect(contrast(dark, '#121313')).toBeGreaterThanOrEqual(4.5)
      expect(contrast(dark, tint(accent, '#121313'))).toBeGreaterThanOrEqual(4.5)
    },
  )

  it('leaves an accent that already contrasts enough as it is', () => {
    expect(pixel(accentFill('#1d4ed8'))).toEqual(pixel('#1d4ed8'))
    expect(pixel(accentText('#1d4ed8', 'light'))).toEqual(pixel('#1d4ed8'))
    expect(pixel(accentText('#93c5fd', 'dark'))).toEqual(pixel('#93c5fd'))
  })

  it('darkens the default accent only a little for the fill, keeping its hue', () => {
    expect(pixel(accentFill('hsla(215, 100%, 60%, 1)'))).toEqual([42, 114, 216])
  })
})
