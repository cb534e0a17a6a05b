import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { CliError } from './CliError.js'

function removeQuietly(path: string): void {
  try {
    rmSync(path, { force: true })
  } catch {
    // The temporary file never existed (its directory could not be made): nothing to clean.
  }
}

/**
 * Writes through a temporary file and a rename, so a failure never leaves a half-written file.
 * An unwritable location is a `CliError` naming the path.
 */
export function writeFileAtomic(path: string, text: string, shownAs: string = path): void {
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`)
  try {
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(temporary, text)
    renameSync(temporary, path)
  } catch (error) {
    removeQuietly(temporary)
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message
    throw new CliError(`Cannot write ${shownAs} (${reason}).`, {
      code: 'OUTPUT_NOT_WRITABLE',
      lines: ['Check that the directory exists and is writable, or pass --out <path>.'],
      cause: error,
    })
  }
}
