import { existsSync } from 'node:fs'
import { relative } from 'node:path'
import { CliError } from '../CliError.js'
import { runGenerate } from '../generate.js'
import { check, type DoctorCheck } from './DoctorCheck.js'

/**
 * Check 2: whether the generated module matches the config (drift), by `generate --check`.
 * A stale module ships an old config to users, so it fails like `generate --check` does.
 * @example await checkGenerated({ cwd: process.cwd(), config: '/app/appkit.config.ts' })
 */
export async function checkGenerated(options: {
  cwd: string
  config: string
}): Promise<DoctorCheck> {
  const title = 'Generated module'
  try {
    const result = await runGenerate({ cwd: options.cwd, config: options.config, check: true })
    const shown = relative(options.cwd, result.outPath) || result.outPath
    if (result.status === 'up-to-date') {
      return check('generated', 'ok', title, `${shown} is up to date with the config`)
    }
    const state = existsSync(result.outPath)
      ? 'is stale (the config changed since it was written)'
      : 'is missing'
    return check('generated', 'fail', title, `${shown} ${state}: run \`npx appkit generate\``)
  } catch (error) {
    if (!(error instanceof CliError)) throw error
    return check('generated', 'fail', title, error.message, error.lines)
  }
}
