import { readdirSync } from 'node:fs'
import { join } from 'node:path'

/** The files below `directory` whose name `keepFile` accepts, in folders `keepFolder` accepts. */
function filesBelow(
  directory: string,
  keepFolder: (name: string) => boolean,
  keepFile: (name: string) => boolean,
): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory())
      return keepFolder(entry.name) ? filesBelow(path, keepFolder, keepFile) : []
    return keepFile(entry.name) ? [path] : []
  })
}

/**
 * The shipped source files below `directory`: `.ts` / `.tsx`, without tests, type tests, test
 * fixtures or installed packages. For tests that check rules over the source itself.
 * @example sourceFiles(fileURLToPath(new URL('.', import.meta.url)))
 */
export function sourceFiles(directory: string): string[] {
  return filesBelow(
    directory,
    (name) => name !== 'fixtures' && name !== 'node_modules',
    (name) => /\.tsx?$/.test(name) && !/\.test(-d)?\.tsx?$/.test(name),
  )
}

/** Folders that hold no code of this repo: installed packages, build output, test output. */
const notOurs = new Set(['node_modules', 'dist', 'test-results'])

/**
 * Every `.ts` / `.tsx` file of the repo below `directory`, tests and fixtures included, without
 * installed packages, build or test output and hidden folders. For rules over the test code too.
 * @example everyTypeScriptFile(root).length // > 500
 */
export function everyTypeScriptFile(directory: string): string[] {
  return filesBelow(
    directory,
    (name) => !name.startsWith('.') && !notOurs.has(name),
    (name) => /\.tsx?$/.test(name),
  )
}
