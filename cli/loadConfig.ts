import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build, type Message, type Plugin } from 'esbuild'
import { CliError } from './CliError.js'

export interface LoadedConfig {
  /** Absolute path of the config file. */
  path: string
  /** The default export, not yet validated. */
  value: unknown
}

// `appkit/config` resolves to this CLI's own schema entry (bundled with its dependencies), so a
// config loads, and is checked against the same schema, even before the package is installed in
// the project. Every other package the config imports stays external, resolved from the project.
function selfReference(): Plugin {
  const here = dirname(fileURLToPath(import.meta.url))
  const packageRoot = resolve(here, '../..')
  const candidates = [join(here, '../schema/index.js'), join(here, '../schema/index.ts')]
  const entry = candidates.find((candidate) => existsSync(candidate))
  return {
    name: 'appkit-self-reference',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^appkit(\/config)?$/ }, () =>
        entry ? { path: entry } : undefined,
      )
      pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
        args.importer.startsWith(packageRoot) ? undefined : { external: true },
      )
    },
  }
}

function locate(message: Message | undefined, cwd: string): string {
  const location = message?.location
  if (!location) return ''
  return `${relative(cwd, location.file) || location.file}:${location.line}:${location.column + 1}`
}

async function bundle(path: string): Promise<string> {
  try {
    const result = await build({
      entryPoints: [path],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: 'inline',
      logLevel: 'silent',
      plugins: [selfReference()],
    })
    return result.outputFiles[0]?.text ?? ''
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors ?? []
    const cwd = process.cwd()
    throw new CliError(`${basename(path)} could not be compiled.`, {
      code: 'CONFIG_SYNTAX_ERROR',
      lines: errors.map((message) => `${locate(message, cwd)}: ${message.text}`),
      cause: error,
    })
  }
}

// The first stack frame inside the user's file, mapped back through the inline source map.
function frameInConfig(error: unknown, path: string): string | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : ''
  const name = basename(path)
  const line = stack.split('\n').find((entry) => entry.includes(name))
  const match = line?.match(/:(\d+):(\d+)\)?$/)
  return match ? `${name}:${match[1]}:${match[2]}` : undefined
}

/**
 * Compiles and runs `appkit.config.{ts,mts,js,mjs}` with esbuild and returns its default export.
 * A syntax or runtime error in the file is a `CliError` naming the file and line.
 * @example const { value } = await loadConfig('/app/appkit.config.ts')
 */
export async function loadConfig(path: string): Promise<LoadedConfig> {
  const code = await bundle(path)
  // Written beside the config so its own imports resolve from the project's node_modules.
  const temporary = join(
    dirname(path),
    `.${basename(path)}.${Date.now()}-${Math.random().toString(36).slice(2)}.mjs`,
  )
  writeFileSync(temporary, code)
  process.setSourceMapsEnabled(true)
  let module: { default?: unknown }
  try {
    module = await import(/* @vite-ignore */ pathToFileURL(temporary).href)
  } catch (error) {
    const where = frameInConfig(error, path)
    throw new CliError(
      `${basename(path)} threw while loading${where ? ` (${where})` : ''}: ${(error as Error)?.message ?? String(error)}`,
      { code: 'CONFIG_RUNTIME_ERROR', cause: error },
    )
  } finally {
    rmSync(temporary, { force: true })
  }
  const value = module.default
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new CliError(`${basename(path)} must export a config object as its default export.`, {
      code: 'CONFIG_NO_EXPORT',
      lines: [
        value === undefined
          ? 'It has no default export. Write `export default defineConfig({ ... })`.'
          : `Its default export is ${Array.isArray(value) ? 'an array' : typeof value}, not an object.`,
      ],
    })
  }
  return { path, value }
}
