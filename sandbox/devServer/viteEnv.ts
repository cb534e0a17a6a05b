import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseEnv } from 'node:util'

/** The prefix Vite gives the variables a page may see; every other variable stays on the machine. */
const publicPrefix = 'VITE_'

/** The env files Vite reads in development, weakest first (a later file wins). */
export const viteEnvFiles = ['.env', '.env.local', '.env.development', '.env.development.local']

function readEnvFile(path: string): Record<string, string> {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {}
    throw error
  }
  return parseEnv(text) as Record<string, string>
}

/**
 * `import.meta.env` as Vite defines it in development for a project at `root`: MODE, DEV, PROD,
 * SSR, BASE_URL and the `VITE_*` variables of the env files and of the environment (which wins, as
 * in Vite). No other variable is read into it: `.env` files hold server secrets too.
 * @example viteEnv('/app') // { MODE: 'development', DEV: true, ..., VITE_API: 'http://...' }
 */
export function viteEnv(
  root: string,
  environment: NodeJS.ProcessEnv = process.env,
): Record<string, string | boolean> {
  const variables: Record<string, string> = {}
  const merged = Object.assign(
    {},
    ...viteEnvFiles.map((name) => readEnvFile(join(root, name))),
  ) as Record<string, string>
  for (const source of [merged, environment]) {
    for (const [name, value] of Object.entries(source)) {
      if (name.startsWith(publicPrefix) && value !== undefined) variables[name] = value
    }
  }
  return {
    ...variables,
    BASE_URL: '/',
    MODE: 'development',
    DEV: true,
    PROD: false,
    SSR: false,
  }
}

/**
 * esbuild `define` entries for `env`: `import.meta.env` as a whole, and each key alone so that
 * `import.meta.env.DEV` is a constant the bundler can fold (dead branches drop out).
 */
export function viteEnvDefines(env: Record<string, string | boolean>): Record<string, string> {
  const defines: Record<string, string> = { 'import.meta.env': JSON.stringify(env) }
  for (const [name, value] of Object.entries(env)) {
    // A key esbuild cannot take as a dotted name stays reachable through the object.
    if (/^[A-Za-z_$][\w$]*$/.test(name)) defines[`import.meta.env.${name}`] = JSON.stringify(value)
  }
  return defines
}
