import { describe, expect, it } from 'vitest'
import { rewriteHtml } from './rewriteHtml.js'

const options = {
  bundlePath: '/__app/main.js',
  stylesheetPath: '/__app/main.css',
  headScripts: ['/__appkit/reload.js'],
}

describe('rewriteHtml', () => {
  it("links the bundle's stylesheet at the end of <head>, after the page's own links", () => {
    const { html, entry } = rewriteHtml(
      '<!doctype html><html><head><link rel="stylesheet" href="./app.css"></head><body><script type="module" src="/src/main.tsx"></script></body></html>',
      options,
    )
    expect(entry).toBe('src/main.tsx')
    const order = [
      '/__appkit/reload.js',
      './app.css',
      '/__app/main.css',
      '</head>',
      '/__app/main.js',
    ]
    const at = order.map((text) => html.indexOf(text))
    expect(at.every((index) => index >= 0)).toBe(true)
    expect([...at].sort((a, b) => a - b)).toEqual(at)
    expect(html).not.toContain('/src/main.tsx')
  })

  it('links it just before the bundle in a page without <head>', () => {
    const { html } = rewriteHtml('<script type="module" src="./src/main.ts"></script>', options)
    expect(html.indexOf('/__app/main.css')).toBeGreaterThan(-1)
    expect(html.indexOf('/__app/main.css')).toBeLessThan(html.indexOf('/__app/main.js'))
  })
})
