import { readdirSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The shipped source files below `directory`: `.ts` / `.tsx`, without tests, type tests, test
 * fixtures or installed packages. For tests that check rules over the source itself.
 * @example sourceFiles(fileURLToPath(new URL('.', import.meta.url)))
 */
export function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) {
      return entry.name === 'fixtures' || entry.name === 'node_modules' ? [] : sourceFiles(path)
    }
    const source = /\.tsx?$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name)
    return source ? [path] : []
  })
}

/**
 * The `import ... from` / `export ... from` specifiers of a source text, and whether each is
 * `import type` (erased from the built JavaScript).
 * @example importsOf("import type { A } from './a.js'") // [{ specifier: './a.js', typeOnly: true }]
 */
export function importsOf(source: string): { specifier: string; typeOnly: boolean }[] {
  const pattern = /^(?:import|export)\s+(type\s+)?[^'"]*?from\s+'([^']+)'/gm
  return [...source.matchAll(pattern)].map((match) => ({
    specifier: match[2] ?? '',
    typeOnly: Boolean(match[1]),
  }))
}
