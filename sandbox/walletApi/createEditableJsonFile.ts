import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { formatEditableJson } from './formatEditableJson.js'

/** A read of the file: its text and value, or what is wrong with it, in words. */
export type EditableRead =
  | { ok: true; text: string; value: unknown }
  | { ok: false; problem: string }

export interface EditableJsonFileOptions {
  path: string
  /** What a missing file is created with. */
  defaults: () => unknown
  /** What is wrong with the shape of a parsed value, one phrase each (served anyway, and warned). */
  check?: (value: unknown) => string[]
  /** What the file answers, for the warnings: `'/appkit/v1/config'`. */
  serves: string
  /** Told once per problem, not on every read: a broken file is read on every page load. */
  onWarning?: ((text: string) => void) | undefined
}

export interface EditableJsonFile {
  path: string
  /** Creates the file with the defaults when it is missing; an existing file is never touched. */
  ensure(): Promise<void>
  /** Reads the file as it is now (creating it again if it was deleted). */
  read(): Promise<EditableRead>
  /** Replaces the file, through a rename so no read sees it half-written. */
  write(value: unknown): Promise<void>
}

/**
 * A JSON file a developer edits while a stand-in serves it: read again on every request, so a
 * save applies on the next page load. A file that is not valid JSON (or cannot be read) is a
 * problem the caller answers with 500; each problem is warned once, naming the file, until the
 * file changes.
 * @example
 * const file = createEditableJsonFile({ path, defaults: () => ({ isAnalyticsEnabled: true }), serves: '/getAnalyticsConfig' })
 * await file.ensure(); const read = await file.read()
 */
export function createEditableJsonFile(options: EditableJsonFileOptions): EditableJsonFile {
  const { path } = options
  let lastWarning: string | undefined
  let writes = 0
  const warnOnce = (text: string | undefined) => {
    if (text !== undefined && text !== lastWarning) options.onWarning?.(text)
    lastWarning = text
  }

  const ensure = async () => {
    await mkdir(dirname(path), { recursive: true })
    // `wx`: created only if absent, in one step, so two readers never both write it.
    await writeFile(path, formatEditableJson(options.defaults()), { flag: 'wx' }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error
      },
    )
  }

  const problem = (what: string): EditableRead => {
    warnOnce(
      `${path} ${what}: the stand-in Wallet API answers ${options.serves} with 500 until it is fixed (a save applies on the next page load)`,
    )
    return { ok: false, problem: `${path} ${what}` }
  }

  const readText = async (): Promise<string> => {
    try {
      return await readFile(path, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      // Deleted while running: back to the defaults, as at start-up.
      await ensure()
      return readFile(path, 'utf8')
    }
  }

  return {
    path,
    ensure,
    async read() {
      let text: string
      try {
        text = await readText()
      } catch (error) {
        const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message
        return problem(`cannot be read (${reason})`)
      }
      let value: unknown
      try {
        value = JSON.parse(text)
      } catch (error) {
        return problem(`is not valid JSON (${(error as Error).message})`)
      }
      const issues = options.check?.(value) ?? []
      warnOnce(
        issues.length > 0
          ? `${path}: ${issues.join('; ')}; ${options.serves} serves it as written, and the kit skips what it cannot use`
          : undefined,
      )
      return { ok: true, text, value }
    },
    async write(value) {
      const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.${++writes}.tmp`)
      await mkdir(dirname(path), { recursive: true })
      try {
        await writeFile(temporary, formatEditableJson(value))
        await rename(temporary, path)
      } catch (error) {
        await rm(temporary, { force: true })
        throw error
      }
    },
  }
}
