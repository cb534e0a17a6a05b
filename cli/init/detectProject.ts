import { existsSync, readFileSync, statSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { CliError } from '../CliError.js'

export type PackageManager = 'npm' | 'pnpm' | 'yarn' | 'bun'

/** What `appkit init` needs to know about the app it sets up. */
export interface ProjectInfo {
  /** The directory of the nearest package.json: the config is written there. */
  root: string
  /** package.json `name`, or the directory's name when it has none. */
  name: string
  /** package.json `homepage`, when set. */
  homepage: string | undefined
  /** Names in `dependencies` and `devDependencies`. */
  dependencies: ReadonlySet<string>
  /** A `typescript` dependency or a tsconfig.json beside package.json. */
  typescript: boolean
  react: boolean
  /** Whether `<root>/src` is a directory: the app's code and the generated module go there. */
  src: boolean
  packageManager: PackageManager
}

interface PackageJson {
  name?: unknown
  homepage?: unknown
  packageManager?: unknown
  dependencies?: Record<string, unknown>
  devDependencies?: Record<string, unknown>
}

const lockFiles: readonly [string, PackageManager][] = [
  ['pnpm-lock.yaml', 'pnpm'],
  ['yarn.lock', 'yarn'],
  ['bun.lock', 'bun'],
  ['bun.lockb', 'bun'],
  ['package-lock.json', 'npm'],
  ['npm-shrinkwrap.json', 'npm'],
]

function findUp(start: string, name: string): string | undefined {
  let directory = resolve(start)
  for (;;) {
    if (existsSync(join(directory, name))) return join(directory, name)
    const parent = dirname(directory)
    if (parent === directory) return undefined
    directory = parent
  }
}

// `packageManager` (corepack) is the project's own statement; otherwise the nearest lock file,
// looked for upward because a workspace keeps one lock file at its root.
function detectPackageManager(root: string, declared: unknown): PackageManager {
  const name = typeof declared === 'string' ? declared.split('@')[0] : undefined
  const known = lockFiles.find(([, manager]) => manager === name)
  if (known) return known[1]
  for (let directory = root; ; directory = dirname(directory)) {
    const found = lockFiles.find(([file]) => existsSync(join(directory, file)))
    if (found) return found[1]
    if (dirname(directory) === directory) return 'npm'
  }
}

function readPackageJson(path: string): PackageJson {
  try {
    const value: unknown = JSON.parse(readFileSync(path, 'utf8'))
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as PackageJson
  } catch (error) {
    throw new CliError(`${path} is not valid JSON.`, {
      code: 'PACKAGE_JSON_INVALID',
      lines: [(error as Error).message],
      cause: error,
    })
  }
  throw new CliError(`${path} does not hold a JSON object.`, { code: 'PACKAGE_JSON_INVALID' })
}

/**
 * Finds the app around `cwd` (the nearest package.json upward) and what it already has.
 * Outside any project it throws: `appkit init` sets up an existing app, it does not create one.
 * @example detectProject('/home/me/dapp/src') // { root: '/home/me/dapp', typescript: true, ... }
 */
export function detectProject(cwd: string): ProjectInfo {
  const packagePath = findUp(cwd, 'package.json')
  if (!packagePath) {
    throw new CliError(
      'No package.json found: run appkit init inside your app (npm init -y first for a new one).',
      { code: 'NO_PACKAGE_JSON' },
    )
  }
  const root = dirname(packagePath)
  const json = readPackageJson(packagePath)
  const dependencies = new Set([
    ...Object.keys(json.dependencies ?? {}),
    ...Object.keys(json.devDependencies ?? {}),
  ])
  const srcPath = join(root, 'src')
  return {
    root,
    name: typeof json.name === 'string' && json.name.trim() ? json.name : basename(root),
    homepage: typeof json.homepage === 'string' ? json.homepage : undefined,
    dependencies,
    typescript: dependencies.has('typescript') || existsSync(join(root, 'tsconfig.json')),
    react: dependencies.has('react'),
    src: existsSync(srcPath) && statSync(srcPath).isDirectory(),
    packageManager: detectPackageManager(root, json.packageManager),
  }
}
