import { Command, InvalidArgumentError } from 'commander'
import { emailLoginSite } from '../schema/grammar/emailLoginSite.js'
import { normalizeConfig } from '../schema/index.js'
import { CliError } from './CliError.js'
import type { CommandContext } from './CommandContext.js'
import { checkConfig } from './doctor/checkConfig.js'
import { checkGenerated } from './doctor/checkGenerated.js'
import type { OriginToCheck } from './doctor/checkOrigins.js'
import { checkProjectId } from './doctor/checkProjectId.js'
import { checkSecureSite } from './doctor/checkSecureSite.js'
import { checkSiwxEndpoint, readSiwxEndpoint } from './doctor/checkSiwxEndpoint.js'
import type { DoctorCheck, DoctorReport } from './doctor/DoctorCheck.js'
import { printDoctorReport } from './doctor/printDoctorReport.js'
import { runRemoteChecks } from './doctor/runRemoteChecks.js'
import { sdkVersion } from './doctor/sdkVersion.js'

export type { DoctorReport } from './doctor/DoctorCheck.js'

export interface DoctorOptions {
  cwd: string
  config?: string | undefined
  /** More origins to judge against the allow-list, besides `metadata.url`'s. */
  origins?: readonly string[] | undefined
  /** Per-request timeout in ms; default 10000. */
  timeoutMs?: number | undefined
  /** The `sv` sent to the Wallet API; default `react-appkit-<this package's version>`. */
  sdkVersion?: string | undefined
  onProgress?: ((done: number, total: number, title: string) => void) | undefined
}

/** Check families (id prefixes) that need a valid config, listed as `skipped` without one. */
const skippedWhenInvalid = [
  'generated',
  'projectId',
  'origins',
  'remoteConfig',
  'network',
  'wallets',
  'secureSite',
]

function originOf(value: string, source: string): string {
  let url: URL | undefined
  try {
    url = new URL(value)
  } catch {}
  if (url && (url.protocol === 'https:' || url.protocol === 'http:')) return url.origin
  throw new CliError(`${source} "${value}" is not an http(s) URL.`, {
    code: 'DOCTOR_BAD_ORIGIN',
    lines: ['Pass an origin such as https://app.example.com'],
  })
}

/**
 * Runs every check and returns the report; throws only on bad options (a `CliError`).
 * @example
 * const report = await runDoctor({ cwd: process.cwd(), origins: ['https://staging.example.com'] })
 * if (!report.ok) console.log(report.checks.filter((c) => c.status === 'fail'))
 */
export async function runDoctor(options: DoctorOptions): Promise<DoctorReport> {
  const timeoutMs = options.timeoutMs ?? 10_000
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1) {
    const message = `The timeout must be a positive number of milliseconds (got ${timeoutMs}).`
    throw new CliError(message, { code: 'DOCTOR_BAD_TIMEOUT' })
  }
  const extra = (options.origins ?? []).map((value) => originOf(value, '--origin'))
  const validation = await checkConfig(options)
  if (!validation.config || !validation.configPath) {
    return { ok: false, checks: [validation.check], skipped: [...skippedWhenInvalid] }
  }
  const config = normalizeConfig(validation.config)
  const email = emailLoginSite(config, undefined)
  const origins: OriginToCheck[] = [
    { origin: originOf(config.metadata.url, 'metadata.url'), source: 'metadata.url' },
  ]
  for (const origin of extra) {
    if (origins.some((known) => known.origin === origin)) continue
    origins.push({ origin, source: '--origin' })
  }
  const generated = await checkGenerated({ cwd: options.cwd, config: validation.configPath })
  // Read from the loaded config as it is: the schema may not know the key yet.
  const siwxEndpoint = readSiwxEndpoint(validation.config)
  const [remote, siwx, secureSite] = await Promise.all([
    runRemoteChecks({
      config,
      origins,
      timeoutMs,
      sdkVersion: options.sdkVersion ?? sdkVersion(),
      onProgress: options.onProgress,
    }),
    siwxEndpoint === undefined
      ? undefined
      : checkSiwxEndpoint(siwxEndpoint, { base: config.metadata.url, timeoutMs }),
    // Only where the kit offers email login (the runtime's own rule); without a secure site the
    // config check says why it is not offered.
    'site' in email ? checkSecureSite(email.site, origins, timeoutMs) : [],
  ])
  const checks: DoctorCheck[] = [
    validation.check,
    generated,
    checkProjectId(config.projectId),
    ...remote,
    ...(siwx ? [siwx] : []),
    ...secureSite,
  ]
  return { ok: checks.every((item) => item.status !== 'fail'), checks, skipped: [] }
}

function parseTimeout(value: string): number {
  const ms = Number(value)
  if (/^\d+$/.test(value) && ms >= 1) return ms
  throw new InvalidArgumentError('must be a positive number of milliseconds')
}

/**
 * `appkit doctor`: projectId, allowed origins, remote features, RPC reachability, wallet ids, the
 * secure site of email login and drift, as ✓ / ! / ✗ lines (or `--json`); exit code 1 when a check fails.
 * @example program.addCommand(doctorCommand(context)) // appkit doctor --origin https://staging.example.com
 */
export function doctorCommand(context: CommandContext): Command {
  return new Command('doctor')
    .description(
      'check projectId, allowed origins, remote features, RPC endpoints, wallet ids, the secure site and drift',
    )
    .option('-c, --config <path>', 'config file (default: appkit.config.ts found upward)')
    .option(
      '--origin <url>',
      'also check this origin against the allow-list (repeatable)',
      (value: string, previous: string[] | undefined) => [...(previous ?? []), value],
    )
    .option('--timeout <ms>', 'timeout of each request in ms', parseTimeout, 10_000)
    .option('--json', 'print { ok, checks: [{ id, status, title, detail }], skipped }')
    .action(
      async (flags: { config?: string; origin?: string[]; timeout: number; json?: boolean }) => {
        const log = context.logger(Boolean(flags.json))
        const progress = log.progress('Running checks')
        let report: DoctorReport
        try {
          report = await runDoctor({
            cwd: process.cwd(),
            config: flags.config,
            origins: flags.origin,
            timeoutMs: flags.timeout,
            onProgress: (done, total, title) =>
              progress.update(`Running checks (${done}/${total}, ${title} done)`),
          })
        } finally {
          progress.stop()
        }
        if (flags.json) log.json(report)
        else printDoctorReport(log, report)
        if (!report.ok) context.setExitCode(1)
      },
    )
}
