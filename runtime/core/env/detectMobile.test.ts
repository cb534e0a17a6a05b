import { afterEach, describe, expect, it, vi } from 'vitest'
import { detectMobile } from './detectMobile.js'

const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0'

describe('detectMobile', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('is false outside a browser', () => {
    vi.stubGlobal('navigator', undefined)
    expect(detectMobile()).toBe(false)
  })

  it('is true for a mobile user agent without asking a media query', () => {
    const matchMedia = vi.fn()
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0)' })
    vi.stubGlobal('matchMedia', matchMedia)
    expect(detectMobile()).toBe(true)
    expect(matchMedia).not.toHaveBeenCalled()
  })

  it('creates the touch-first query once and reads it live afterwards', () => {
    const query = { matches: false }
    const matchMedia = vi.fn(() => query)
    vi.stubGlobal('navigator', { userAgent: desktop })
    vi.stubGlobal('matchMedia', matchMedia)
    expect(detectMobile()).toBe(false)
    query.matches = true
    expect(detectMobile()).toBe(true)
    expect(detectMobile()).toBe(true)
    expect(matchMedia).toHaveBeenCalledTimes(1)
    expect(matchMedia).toHaveBeenCalledWith('(pointer: coarse) and (hover: none)')
  })

  it('treats a throwing matchMedia as desktop', () => {
    vi.stubGlobal('navigator', { userAgent: desktop })
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => {
        throw new Error('not here')
      }),
    )
    expect(detectMobile()).toBe(false)
  })
})
