import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { CliError } from './CliError.js'

/** The file names `appkit` looks for, in this order, in each directory. */
export const configFileNames = [
  'appkit.config.ts',
  'appkit.config.mts',
  'appkit.config.js',
  'appkit.config.mjs',
] as const

/**
 * The config file to use: `explicit` (relative to `cwd`) when given, otherwise the first
 * `appkit.config.{ts,mts,js,mjs}` found from `cwd` upward.
 * @example findConfig({ cwd: process.cwd() }) // '/home/me/app/appkit.config.ts'
 */
export function findConfig(options: { cwd: string; explicit?: string | undefined }): string {
  if (options.explicit) {
    const path = resolve(options.cwd, options.explicit)
    if (!existsSync(path)) {
      throw new CliError(`Config file not found: ${options.explicit}`, {
        code: 'CONFIG_NOT_FOUND',
        lines: ['Check the --config path, or run `npx appkit init` to create one.'],
      })
    }
    return path
  }
  let directory = resolve(options.cwd)
  for (;;) {
    for (const name of configFileNames) {
      const candidate = join(directory, name)
      if (existsSync(candidate)) return candidate
    }
    const parent = dirname(directory)
    if (parent === directory) break
    directory = parent
  }
  throw new CliError('No appkit.config.ts found in this directory or any parent.', {
    code: 'CONFIG_NOT_FOUND',
    lines: ['Run `npx appkit init` to create one, or pass --config <path>.'],
  })
}
