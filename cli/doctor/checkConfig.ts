import { relative } from 'node:path'
import type { AppKitConfig } from '../../schema/index.js'
import { CliError } from '../CliError.js'
import { runValidate } from '../validate.js'
import { check, type DoctorCheck } from './DoctorCheck.js'

export interface CheckConfigResult {
  check: DoctorCheck
  /** Set when the config is valid: the remote checks run on it. */
  config?: AppKitConfig
  configPath?: string
}

/**
 * Check 1: finds, loads and validates the config. A missing or broken file is a failed check,
 * not a thrown error, so `--json` still prints a report.
 * @example const { check, config } = await checkConfig({ cwd: process.cwd() })
 */
export async function checkConfig(options: {
  cwd: string
  config?: string | undefined
}): Promise<CheckConfigResult> {
  const title = 'Config'
  let result: Awaited<ReturnType<typeof runValidate>>
  try {
    result = await runValidate(options)
  } catch (error) {
    if (!(error instanceof CliError)) throw error
    return { check: check('config', 'fail', title, error.message, error.lines) }
  }
  const name = relative(options.cwd, result.configPath) || result.configPath
  if (!result.ok) {
    const count = result.issues.length
    return {
      configPath: result.configPath,
      check: check(
        'config',
        'fail',
        title,
        `${name} has ${count} problem${count === 1 ? '' : 's'}; run \`npx appkit validate\` after fixing them`,
        result.issues.map((issue) => `${issue.path || '(config)'}: ${issue.message}`),
      ),
    }
  }
  // What validate warns of (options not yet available, or that cannot work as set, such as email
  // login without a secure site) is said here too, one line each.
  const { warnings } = result
  const count = warnings.length
  return {
    config: result.config,
    configPath: result.configPath,
    check:
      count === 0
        ? check('config', 'ok', title, `${name} is valid`)
        : check(
            'config',
            'warn',
            title,
            `${name} is valid, with ${count} warning${count === 1 ? '' : 's'}`,
            warnings.map((warning) => `${warning.path}: ${warning.message}`),
          ),
  }
}
