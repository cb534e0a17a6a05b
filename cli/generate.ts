import { existsSync, readFileSync, statSync } from 'node:fs'
import { basename, dirname, extname, isAbsolute, join, relative, resolve } from 'node:path'
import { Command } from 'commander'
import { type ChainNamespace, type NormalizedConfig, normalizeConfig } from '../schema/index.js'
import {
  renderGeneratedModule,
  renderWagmiModule,
  wagmiModuleName,
} from '../templates/generatedModule.js'
import { readGeneratedModule } from '../templates/readGeneratedModule.js'
import { assertInsideProject } from './assertInsideProject.js'
import { CliError } from './CliError.js'
import type { CommandContext } from './CommandContext.js'
import { canonicalJson, hashConfig } from './hashConfig.js'
import { type ConfigWarning, runValidate } from './validate.js'
import { writeFileAtomic } from './writeFileAtomic.js'

export interface GenerateOptions {
  cwd: string
  config?: string | undefined
  /** Output path relative to `cwd`; default: the config's `output`, relative to the config file. */
  out?: string | undefined
  /** Only compare: never write. */
  check?: boolean
  /**
   * Also write `appkit.wagmi.ts` (a ready `wagmiConfig`) beside the module; default: when the
   * project has wagmi installed (`hasWagmi`).
   */
  wagmi?: boolean | undefined
}

export interface GenerateResult {
  status: 'written' | 'up-to-date' | 'stale'
  /**
   * Why a file is `stale`: `missing`; `outdated`, a module appkit wrote from another config (or
   * another config file); `edited`, not a module appkit writes at all (changed by hand, or with
   * code added), whatever its banner says.
   */
  reason?: 'missing' | 'outdated' | 'edited'
  configPath: string
  outPath: string
  hash: string
  /** `appkit.wagmi.ts`, when the project has wagmi (written, up to date, or stale like the module). */
  wagmiPath?: string
  /** The chain namespaces of the configured networks, in config order. */
  namespaces: readonly ChainNamespace[]
  /** What `appkit validate` warns of: options not yet available, or that cannot work as set. */
  warnings: ConfigWarning[]
}

/**
 * Whether the project around `directory` uses wagmi: its nearest package.json lists `wagmi`, or
 * `wagmi` is installed beside it. The appkit package itself (its own example app) is not a wagmi
 * app: it installs wagmi only to test `appkit/wagmi`.
 * @example hasWagmi('/home/me/dapp') // true after `npm install wagmi`
 */
function hasWagmi(directory: string): boolean {
  for (let dir = resolve(directory); ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json')
    if (existsSync(manifest)) {
      let pkg: Record<string, unknown>
      try {
        pkg = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, unknown>
      } catch {
        return false
      }
      if (pkg.name === 'appkit') return false
      const lists = ['dependencies', 'devDependencies', 'peerDependencies'].map(
        (key) => (pkg[key] ?? {}) as Record<string, unknown>,
      )
      return (
        lists.some((list) => Object.hasOwn(list, 'wagmi')) ||
        existsSync(join(dir, 'node_modules', 'wagmi', 'package.json'))
      )
    }
    if (dirname(dir) === dir) return false
  }
}

function resolveOutput(options: GenerateOptions, configPath: string, configured: string): string {
  const projectRoot = dirname(configPath)
  const outPath = options.out ? resolve(options.cwd, options.out) : resolve(projectRoot, configured)
  const inside = relative(projectRoot, outPath)
  if (inside.startsWith('..') || isAbsolute(inside)) {
    throw new CliError(`The output path ${outPath} is outside the project.`, {
      code: 'OUTPUT_OUTSIDE_PROJECT',
      lines: [`Write the generated module inside ${projectRoot} (the config file's directory).`],
    })
  }
  if (!['.ts', '.tsx'].includes(extname(outPath))) {
    throw new CliError(`The output path ${inside} must end in .ts or .tsx.`, {
      code: 'OUTPUT_BAD_EXTENSION',
    })
  }
  // Inside by its name is not enough: a folder on the way may be a link out of the project.
  assertInsideProject(outPath, projectRoot, inside)
  return outPath
}

function readExisting(path: string, shownAs: string): string | undefined {
  if (!existsSync(path)) return undefined
  if (!statSync(path).isFile()) {
    throw new CliError(`Cannot write ${shownAs}: it is a directory.`, {
      code: 'OUTPUT_NOT_WRITABLE',
      lines: ['Pass --out <file>, or set output in the config to a .tsx file path.'],
    })
  }
  return readFileSync(path, 'utf8')
}

// The module must read back as exactly this config and name: a value that slipped its escaping
// would add code, and the reading (which parses, never runs, the module) would not match.
function renderChecked(config: NormalizedConfig, source: string, hash: string): string {
  const text = renderGeneratedModule({ config, source, hash })
  const reading = readGeneratedModule(text)
  if (
    reading?.source !== source ||
    reading.hash !== hash ||
    canonicalJson(reading.config) !== canonicalJson(config)
  ) {
    throw new CliError(
      'The generated module would not read back as the config; nothing was written.',
      {
        code: 'GENERATED_MODULE_MISMATCH',
        lines: ['This is a bug in appkit: please report it with the config file name and config.'],
      },
    )
  }
  return text
}

function staleReason(current: string | undefined): GenerateResult['reason'] {
  if (current === undefined) return 'missing'
  const reading = readGeneratedModule(current)
  // A banner hash that does not match the module's own config means the config was edited.
  if (!reading || hashConfig(reading.config) !== reading.hash) return 'edited'
  return 'outdated'
}

/**
 * Validates the config and writes the typed module; leaves an up-to-date file untouched. With
 * `check`, compares instead and says why a file is stale: the module on disk is parsed, not
 * trusted, so a hand edit or injected code is `edited` even under an up-to-date banner.
 * @example const { status } = await runGenerate({ cwd: process.cwd() }) // 'written'
 */
export async function runGenerate(options: GenerateOptions): Promise<GenerateResult> {
  const validation = await runValidate(options)
  if (!validation.ok) {
    throw new CliError(`${basename(validation.configPath)} is not valid; nothing was written.`, {
      code: 'CONFIG_INVALID',
      lines: validation.issues.map((issue) => `! ${issue.path || '(config)'}: ${issue.message}`),
    })
  }
  const { configPath, config } = validation
  const outPath = resolveOutput(options, configPath, config.output)
  const normalized = normalizeConfig(config)
  const hash = hashConfig(normalized)
  const text = renderChecked(normalized, basename(configPath), hash)
  const current = readExisting(outPath, relative(options.cwd, outPath))
  const wagmi =
    (options.wagmi ?? hasWagmi(dirname(configPath)))
      ? wagmiFile(outPath, basename(configPath), options.cwd)
      : undefined
  const namespaces = [...new Set(normalized.networks.map((network) => network.chainNamespace))]
  const result = {
    configPath,
    outPath,
    hash,
    namespaces,
    warnings: validation.warnings,
    ...(wagmi ? { wagmiPath: wagmi.path } : {}),
  }
  const wagmiCurrent = wagmi && readExisting(wagmi.path, relative(options.cwd, wagmi.path))
  const wagmiFresh = !wagmi || wagmiCurrent === wagmi.text
  if (current === text && wagmiFresh) return { status: 'up-to-date', ...result }
  if (options.check) {
    const reason = current === text ? (wagmiCurrent ? 'edited' : 'missing') : staleReason(current)
    return { status: 'stale', reason, ...result }
  }
  const root = dirname(configPath)
  if (current !== text) {
    writeFileAtomic(outPath, text, { root, shownAs: relative(options.cwd, outPath) })
  }
  if (wagmi && !wagmiFresh) {
    writeFileAtomic(wagmi.path, wagmi.text, { root, shownAs: relative(options.cwd, wagmi.path) })
  }
  return { status: 'written', ...result }
}

/** `appkit.wagmi.ts` beside the generated module, importing it by its name. */
function wagmiFile(outPath: string, source: string, cwd: string) {
  const path = join(dirname(outPath), wagmiModuleName)
  assertInsideProject(path, dirname(outPath), relative(cwd, path))
  const generatedModule = `./${basename(outPath).replace(/\.tsx?$/, '')}`
  return { path, text: renderWagmiModule({ source, generatedModule }) }
}

/** `appkit generate`: writes the typed React module from the config. */
export function generateCommand(context: CommandContext): Command {
  return new Command('generate')
    .description('write the typed React module (appkit.generated.tsx) from the config')
    .option('-c, --config <path>', 'config file (default: appkit.config.ts found upward)')
    .option('-o, --out <path>', 'output file (default: the config\'s "output")')
    .option('--check', 'exit 1 if the generated file is missing or stale; write nothing')
    .option('--wagmi', 'also write appkit.wagmi.ts (default: when the project has wagmi installed)')
    .option('--no-wagmi', 'never write appkit.wagmi.ts')
    .action(async (flags: { config?: string; out?: string; check?: boolean; wagmi?: boolean }) => {
      const log = context.logger(false)
      const started = performance.now()
      const result = await runGenerate({ cwd: process.cwd(), ...flags })
      const wagmiShown = result.wagmiPath ? ` + ${relative(process.cwd(), result.wagmiPath)}` : ''
      const shown = `${relative(process.cwd(), result.outPath)}${wagmiShown}`
      const took = `${Math.round(performance.now() - started)} ms`
      if (result.status === 'up-to-date') log.success(`${shown} is up to date (${took})`)
      else if (result.status === 'written') log.success(`wrote ${shown} (${result.hash}, ${took})`)
      else {
        const why = {
          missing: 'is missing',
          outdated: 'is stale (the config changed since it was written)',
          edited: 'was edited: it is not what appkit generates (changed by hand, or code added)',
        }[result.reason ?? 'outdated']
        log.fail(`${shown} ${why}: run \`npx appkit generate\``)
        context.setExitCode(1)
      }
    })
}
