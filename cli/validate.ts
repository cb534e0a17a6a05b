import { relative } from 'node:path'
import { Command } from 'commander'
import { findInactiveOptions } from '../schema/findInactiveOptions.js'
import {
  type AppKitConfig,
  type ConfigIssue,
  findNotYetAvailable,
  validateConfig,
} from '../schema/index.js'
import type { CommandContext } from './CommandContext.js'
import { findConfig } from './findConfig.js'
import { loadConfig } from './loadConfig.js'

export interface ValidateOptions {
  cwd: string
  config?: string | undefined
}

/** An option the config sets that the runtime ignores for now (not an error). */
export interface ConfigWarning {
  path: string
  message: string
}

export type ValidateResult =
  | {
      ok: true
      configPath: string
      config: AppKitConfig
      issues: []
      warnings: ConfigWarning[]
    }
  | { ok: false; configPath: string; issues: ConfigIssue[]; warnings: ConfigWarning[] }

const notYetAvailableMessage =
  'is not yet available: appkit accepts it but does not act on it yet (docs/config.md)'

/**
 * Finds, loads and checks the config; returns every problem instead of throwing on them.
 * @example const result = await runValidate({ cwd: process.cwd() })
 */
export async function runValidate(options: ValidateOptions): Promise<ValidateResult> {
  const configPath = findConfig({ cwd: options.cwd, explicit: options.config })
  const { value } = await loadConfig(configPath)
  const result = validateConfig(value)
  const warnings = findNotYetAvailable(value).map((path) => ({
    path,
    message: notYetAvailableMessage,
  }))
  return result.ok
    ? {
        ok: true,
        configPath,
        config: result.config,
        issues: [],
        warnings: [...warnings, ...findInactiveOptions(result.config)],
      }
    : { ok: false, configPath, issues: result.issues, warnings }
}

/** `appkit validate`: schema check only, one line per problem, exit 1 on any. */
export function validateCommand(context: CommandContext): Command {
  return new Command('validate')
    .description('check appkit.config.ts against the schema (no network calls)')
    .option('-c, --config <path>', 'config file (default: appkit.config.ts found upward)')
    .option(
      '--json',
      'print { ok, issues: [{ path, message, code }], warnings: [{ path, message }] }',
    )
    .action(async (flags: { config?: string; json?: boolean }) => {
      const log = context.logger(Boolean(flags.json))
      const started = performance.now()
      const result = await runValidate({ cwd: process.cwd(), config: flags.config })
      const name = relative(process.cwd(), result.configPath) || result.configPath
      if (flags.json) {
        log.json({ ok: result.ok, issues: result.issues, warnings: result.warnings })
      } else if (result.ok) {
        log.success(`${name} is valid (${Math.round(performance.now() - started)} ms)`)
      } else {
        log.line(`${name}: ${result.issues.length} problem${result.issues.length === 1 ? '' : 's'}`)
        for (const issue of result.issues) log.warn(`${issue.path || '(config)'}: ${issue.message}`)
      }
      if (!flags.json)
        for (const warning of result.warnings) log.warn(`${warning.path}: ${warning.message}`)
      if (!result.ok) context.setExitCode(1)
    })
}
