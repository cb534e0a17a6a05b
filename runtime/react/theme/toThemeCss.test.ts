import { describe, expect, it } from 'vitest'
import { validateConfig } from '../../../schema/validateConfig.js'
import { darkTheme, lightTheme } from './themes.js'
import { toThemeCss } from './toThemeCss.js'

describe('toThemeCss', () => {
  it('declares every variable of the contract on :host', () => {
    const { css, rejected } = toThemeCss(darkTheme(), darkTheme())
    expect(rejected).toEqual([])
    expect(css).toMatch(/^:host\{.*\}$/)
    expect(css).toContain('--ak-background:#121313;')
    expect(css).toContain('--ak-font-size-base:10px;')
    expect(css).toContain('--ak-radius-base:4px;')
    expect(css).toContain('--ak-z-index:999;')
    expect(css).toContain('--ak-color-scheme:dark;')
  })

  it("names the accent's text shade of its mode, the accent itself where there is none", () => {
    expect(toThemeCss(darkTheme(), darkTheme()).css).toContain(
      '--ak-accent-text:var(--ak-accent-text-dark,var(--ak-accent));',
    )
    expect(toThemeCss(lightTheme(), darkTheme()).css).toContain(
      '--ak-accent-text:var(--ak-accent-text-light,var(--ak-accent));',
    )
  })

  it('builds the light theme on white, with overrides', () => {
    const { css } = toThemeCss(lightTheme({ accent: '#47a1ff', zIndex: 50 }), darkTheme())
    expect(css).toContain('--ak-background:#ffffff;')
    expect(css).toContain('--ak-accent:#47a1ff;')
    expect(css).toContain('--ak-z-index:50;')
  })

  it.each([
    ['--ak-accent', 'red;}body{display:none'],
    ['--ak-accent', 'url(https://evil.example/x)'],
    ['--ak-font-family', "Inter'; } :host { color: red"],
    ['--ak-font-family', 'Inter /* comment */'],
    ['--ak-radius-base', '4px}'],
    ['--ak-z-index', '99999999999'],
  ] as const)(
    'replaces %s = %j, which could leave its declaration, with the fallback',
    (name, value) => {
      const fallback = darkTheme()
      const { css, rejected } = toThemeCss({ ...darkTheme(), [name]: value }, fallback)
      expect(rejected).toEqual([name])
      expect(css).toContain(`${name}:${fallback[name]};`)
      expect(css).not.toContain(value)
    },
  )

  it('accepts the value shapes the config schema accepts', () => {
    const vars = darkTheme({
      accent: 'hsla(215, 100%, 60%, 1)',
      fontFamily: '\'Inter\', "SF Pro", sans-serif',
      fontSizeBase: '0.625rem',
      radiusBase: '2.5px',
    })
    expect(toThemeCss(vars, darkTheme()).rejected).toEqual([])
  })

  // The config schema and this stylesheet read font families by one grammar: a value `appkit
  // validate` accepts must reach the page, and one it refuses must not.
  it.each([
    ['system-ui, sans-serif', true],
    ['"Bob\'s Font", serif', true],
    ['\'The "Quoted" Face\', sans-serif', true],
    ['\'Inter\', "SF Pro", sans-serif', true],
    [`'${'a'.repeat(100)}', '${'b'.repeat(100)}'`, false],
    ["Inter'; } :host { color: red", false],
    ['Inter /* comment */', false],
    ['"Inter', false],
    ["Inter'", false],
    ['x; src: url(https://evil)', false],
    ['url(x)', false],
    ['Inter\\', false],
    ['Inter {', false],
    ['<style>', false],
    ['', false],
  ] as const)(
    'treats font family %j as the config schema does (valid: %s)',
    (fontFamily, valid) => {
      const config = {
        projectId: '0123456789abcdef0123456789abcdef',
        metadata: { name: 'Dapp', url: 'https://dapp.example' },
        networks: ['mainnet'],
        theme: { themeVariables: { fontFamily } },
      }
      expect(validateConfig(config).ok).toBe(valid)
      const { css, rejected } = toThemeCss(darkTheme({ fontFamily }), darkTheme())
      expect(rejected.includes('--ak-font-family')).toBe(!valid)
      if (valid) expect(css).toContain(`--ak-font-family:${fontFamily};`)
    },
  )
})
