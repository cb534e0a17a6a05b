import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../scripts/chromium.mjs'

let browser: Browser
let script: string

beforeAll(async () => {
  const bundled = await build({
    stdin: {
      contents:
        "import { createPrompter } from './createPrompter.js'\n" +
        "Object.assign(window, { ask: (request) => createPrompter('Sandbox Wallet').ask(request) })\n",
      resolveDir: fileURLToPath(new URL('.', import.meta.url)),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
  })
  script = bundled.outputFiles[0]?.text ?? ''
  browser = await launchChromium()
}, 60_000)
afterAll(async () => {
  await browser?.close()
})

// WCAG contrast of every text of the prompt against the background it is drawn on.
function promptContrasts(): Record<string, number> {
  const parse = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number)
  const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
    const channel = (value: number) => {
      const c = value / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
  }
  const background = (element: Element): number[] => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const color = parse(getComputedStyle(node).backgroundColor)
      if (color.length >= 3 && (color[3] ?? 1) > 0) return color
    }
    return [255, 255, 255]
  }
  const root = document.querySelector('[data-sandbox-wallet-prompt]')?.shadowRoot
  const result: Record<string, number> = {}
  for (const element of root?.querySelectorAll('h2, p, button') ?? []) {
    const fg = luminance(parse(getComputedStyle(element).color))
    const bg = luminance(background(element))
    result[element.textContent ?? ''] = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05)
  }
  return result
}

describe('the Sandbox Wallet prompt', () => {
  it.each([
    ['a dark page', 'color-scheme: dark; background: #111; color: #eee'],
    ['a light page', 'color-scheme: light; background: #fff; color: #111'],
  ])('is readable on %s (every text at least 4.5:1)', async (_name, style) => {
    const page = await browser.newPage()
    try {
      await page.setContent(`<!doctype html><html style="${style}"><body>dapp</body></html>`)
      await page.addScriptTag({ content: script })
      await page.evaluate(() => {
        void (window as unknown as { ask(request: unknown): Promise<boolean> }).ask({
          title: 'Connect to this site?',
          lines: ['127.0.0.1:5173', 'Account 0xf39F'],
        })
      })
      const contrasts = await page.evaluate(promptContrasts)
      expect(Object.keys(contrasts)).toEqual(
        expect.arrayContaining(['Reject', 'Approve', 'Connect to this site?', '127.0.0.1:5173']),
      )
      for (const [text, ratio] of Object.entries(contrasts)) {
        expect(ratio, `"${text}"`).toBeGreaterThanOrEqual(4.5)
      }
    } finally {
      await page.close()
    }
  })
})
