import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { assertInsideProject } from './assertInsideProject.js'
import { CliError } from './CliError.js'

function removeQuietly(path: string): void {
  try {
    rmSync(path, { force: true })
  } catch {
    // The temporary file never existed (its directory could not be made): nothing to clean.
  }
}

export interface WriteFileAtomicOptions {
  /** The project: the file, once symbolic links are followed, must be inside it. */
  root: string
  /** The path as messages show it (default: `path`). */
  shownAs?: string | undefined
}

/**
 * Writes through a temporary file and a rename, so a failure never leaves a half-written file.
 * A path that leads out of `root` through a symbolic link (a linked `src`) is refused before
 * anything is written; that and an unwritable location are `CliError`s naming the path.
 * @example writeFileAtomic('/app/src/appkit.generated.tsx', text, { root: '/app' })
 */
export function writeFileAtomic(path: string, text: string, options: WriteFileAtomicOptions): void {
  const shownAs = options.shownAs ?? path
  assertInsideProject(path, options.root, shownAs)
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
