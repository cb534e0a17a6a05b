import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { everyTypeScriptFile } from './sourceFiles.js'

// `vi.waitFor` and `expect.poll` give up after 1 s by default: too short for anything that waits on
// a socket, a chain, a browser or only a module's first import() on a loaded 2-core machine
// (TESTING.md). Every test and test helper in the repo passes its bound explicitly.
const root = fileURLToPath(new URL('..', import.meta.url))

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

  it('finds none in any TypeScript file of the repo', () => {
    // This file's own example above is the one wait without a bound.
    const checked = everyTypeScriptFile(root)
      .map((path) => relative(root, path))
      .filter((path) => path !== join('test', 'waitTimeouts.test.ts'))
    expect(checked.length).toBeGreaterThan(500)
    const unbounded = checked.flatMap((path) =>
      waitsWithoutTimeout(readFileSync(join(root, path), 'utf8')).map(
        (where) => `${path} ${where}`,
      ),
    )
    expect(unbounded).toEqual([])
  })
})
