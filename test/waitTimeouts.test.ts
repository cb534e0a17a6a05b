import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// `vi.waitFor` and `expect.poll` give up after 1 s by default: too short for anything that waits on
// a socket, a chain, a browser or only a module's first import() on a loaded 2-core machine
// (TESTING.md). Every test in the suite passes its bound explicitly.
const root = fileURLToPath(new URL('..', import.meta.url))
const skipped = new Set(['node_modules', 'dist', 'test-results'])

/** The test files under `path` (relative to the root). */
function testFiles(path: string): string[] {
  return readdirSync(join(root, path), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || skipped.has(entry.name)) return []
    const child = join(path, entry.name)
    if (entry.isDirectory()) return testFiles(child)
    return /\.test\.tsx?$/.test(entry.name) ? [child] : []
  })
}

/** Calls of `vi.waitFor(` / `expect.poll(` / a chained `.poll(` that pass a single argument. */
function waitsWithoutTimeout(text: string): string[] {
  const found: string[] = []
  for (const match of text.matchAll(/(vi\.waitFor|expect\s*\.poll|\n\s*\.poll)\(/g)) {
    let depth = 0
    let commas = 0
    let quote: string | undefined
    for (let index = (match.index ?? 0) + match[0].length - 1; index < text.length; index++) {
      const char = text[index] as string
      if (quote) {
        if (char === '\\') index++
        else if (char === quote) quote = undefined
      } else if (char === "'" || char === '"' || char === '`') quote = char
      else if ('([{'.includes(char)) depth++
      else if (')]}'.includes(char)) {
        depth--
        if (depth === 0) {
          const line = text.slice(0, index).split('\n').length
          if (commas === 0) found.push(`line ${line}: ${match[1]?.trim()}(...)`)
          break
        }
      } else if (char === ',' && depth === 1 && text.slice(index + 1).trimStart()[0] !== ')') {
        commas++
      }
    }
  }
  return found
}

describe('waits on I/O in the suite', () => {
  it('finds a wait that relies on the default timeout', () => {
    expect(waitsWithoutTimeout('await vi.waitFor(() => expect(uri).toMatch(/^wc:/))')).toHaveLength(
      1,
    )
    expect(
      waitsWithoutTimeout('await vi.waitFor(() => expect(a).toBe(1), { timeout: 5_000 })'),
    ).toEqual([])
  })

  // This file's own example above is the one wait without a bound.
  const checked = testFiles('.').filter((path) => path !== join('test', 'waitTimeouts.test.ts'))
  it.each(checked)('%s gives every wait an explicit timeout', (path) => {
    expect(waitsWithoutTimeout(readFileSync(join(root, path), 'utf8'))).toEqual([])
  })
})
