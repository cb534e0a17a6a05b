import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { Command } from 'commander'
import { renderConfigFile } from '../templates/configFile.js'
import { assertInsideProject } from './assertInsideProject.js'
import { CliError } from './CliError.js'
import type { CommandContext } from './CommandContext.js'
import { configFileNames } from './findConfig.js'
import { type GenerateResult, runGenerate } from './generate.js'
import { createPrompter, type Prompter } from './init/createPrompter.js'
import { detectProject, type ProjectInfo } from './init/detectProject.js'
import { type NextSteps, nextSteps } from './init/nextSteps.js'
import { printInitResult } from './init/printInitResult.js'
import { type AnswerFlags, resolveAnswers } from './init/resolveAnswers.js'
import { assertExampleTargets, writeExample } from './init/writeExample.js'
import { writeFileAtomic } from './writeFileAtomic.js'

export interface InitOptions extends AnswerFlags {
  cwd: string
  /** Replace an existing config (the one it replaces is restored if generating fails). */
  force?: boolean | undefined
  /** Asks for values the flags leave out; without one, missing required flags are an error. */
  prompter?: Prompter | undefined
  /** Also copy the example dapp (index.html, src/main.tsx, src/App.tsx) where files are missing. */
  example?: boolean | undefined
}

export interface InitResult {
  /** `exists`: a config was already there and was left as it is (no `force`). */
  status: 'created' | 'replaced' | 'exists'
  configPath: string
  /** Config files under another name that `force` replaced. */
  removed: string[]
  /** Flags that were not applied because the existing config was kept. */
  ignoredFlags: string[]
  generate: GenerateResult
  project: ProjectInfo
  nextSteps: NextSteps
  /** Files of the example app written by `example` (existing files are never touched). */
  exampleFiles: string[]
}

const flagNames = {
  projectId: '--project-id',
  networks: '--networks',
  name: '--name',
  url: '--url',
}

// Writes the config and generates from it; if generating fails, the file system is put back as
// it was (new config removed, or the replaced one restored), so a failed init leaves nothing.
async function writeAndGenerate(cwd: string, configPath: string, text: string) {
  const previous = existsSync(configPath) ? readFileSync(configPath, 'utf8') : undefined
  const shown = relative(cwd, configPath) || configPath
  const write = { root: dirname(configPath), shownAs: shown }
  writeFileAtomic(configPath, text, write)
  try {
    return await runGenerate({ cwd, config: configPath })
  } catch (error) {
    if (previous === undefined) rmSync(configPath, { force: true })
    else writeFileAtomic(configPath, previous, write)
    const undone = previous === undefined ? 'was removed again' : 'was restored'
    throw withHint(error, `${shown} ${undone}: init changed nothing.`)
  }
}

function withHint(error: unknown, hint: string): unknown {
  if (!(error instanceof CliError)) return error
  const { code, exitCode, lines } = error
  return new CliError(error.message, { code, exitCode, lines: [...lines, hint], cause: error })
}

/**
 * Sets up appkit in the app around `cwd`: writes `appkit.config.ts` (`.mjs` without TypeScript)
 * beside package.json, generates the typed module, and returns the next steps. An existing config
 * is kept unless `force`, so running init twice changes nothing.
 * @example
 * const result = await runInit({ cwd, yes: true, projectId: '0123…', networks: 'mainnet,base' })
 * result.nextSteps.install // 'npm install appkit'
 */
export async function runInit(options: InitOptions): Promise<InitResult> {
  const detected = detectProject(options.cwd)
  // The example's App imports './appkit.generated' from src/, so the module must be generated there.
  const project = options.example ? { ...detected, src: true } : detected
  const example = () => (options.example ? writeExample(project.root) : [])
  // Checked before anything is written: a refusal must leave the project as it was.
  if (options.example) assertExampleTargets(project.root)
  const existing = configFileNames
    .map((name) => join(project.root, name))
    .filter((path) => existsSync(path))
  const [current] = existing
  if (current && !options.force) {
    const shown = relative(options.cwd, current) || current
    const generate = await runGenerate({ cwd: options.cwd, config: current }).catch((error) => {
      throw withHint(error, `Fix ${shown}, or run appkit init --force to replace it.`)
    })
    const ignoredFlags = (Object.keys(flagNames) as (keyof typeof flagNames)[])
      .filter((key) => options[key] !== undefined)
      .map((key) => flagNames[key])
    return {
      status: 'exists',
      configPath: current,
      removed: [],
      ignoredFlags,
      generate,
      project,
      nextSteps: nextSteps(project, generate.outPath, generate.namespaces, generate.warnings),
      exampleFiles: example(),
    }
  }
  const answers = await resolveAnswers(options, project, options.prompter)
  const configPath = join(
    project.root,
    project.typescript ? 'appkit.config.ts' : 'appkit.config.mjs',
  )
  const output = project.src ? 'src/appkit.generated.tsx' : 'appkit.generated.tsx'
  const text = renderConfigFile({ ...answers, output, typescript: project.typescript })
  if (options.example) {
    const src = join(project.root, 'src')
    mkdirSync(assertInsideProject(src, project.root, 'src'), { recursive: true })
  }
  const generate = await writeAndGenerate(options.cwd, configPath, text)
  // Another config name would shadow or be shadowed by the new file: --force means replace it.
  const removed = existing.filter((path) => path !== configPath)
  for (const path of removed) rmSync(path, { force: true })
  return {
    status: current ? 'replaced' : 'created',
    configPath,
    removed,
    ignoredFlags: [],
    generate,
    project,
    nextSteps: nextSteps(project, generate.outPath, generate.namespaces, generate.warnings),
    exampleFiles: example(),
  }
}

/** `appkit init`: creates the config and the generated module, and says what to do next. */
export function initCommand(context: CommandContext): Command {
  return new Command('init')
    .description('create appkit.config.ts and the generated module in this app')
    .option('-y, --yes', 'accept the defaults; never prompt')
    .option('--project-id <id>', 'WalletConnect project id (32 lowercase hex characters)')
    .option('--networks <list>', 'comma-separated built-in networks (default: mainnet,base)')
    .option('--name <name>', 'app name wallets show (default: package.json name)')
    .option('--url <url>', 'origin the app is served from (https, or http://localhost)')
    .option('--force', 'replace an existing config')
    .option('--example', 'also write the example dapp (index.html, src/main.tsx, src/App.tsx)')
    .action(async (flags: Omit<InitOptions, 'cwd' | 'prompter'>) => {
      const log = context.logger(false)
      // Prompts only where someone can answer them; scripts and CI get flag errors instead.
      const interactive = !flags.yes && Boolean(process.stdin.isTTY && process.stdout.isTTY)
      const prompter = interactive ? createPrompter(log) : undefined
      try {
        const result = await runInit({ cwd: process.cwd(), ...flags, prompter })
        printInitResult(log, result, process.cwd())
      } finally {
        prompter?.close()
      }
    })
}
