import type { Logger } from '../logger.js'
import { terminalText } from '../terminalText.js'
import type { DoctorCheck, DoctorReport } from './DoctorCheck.js'

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/**
 * Prints a report as ✓ / ! / ✗ lines (sub-lines indented under their check), the skipped
 * checks when the config is invalid, and a one-line summary. Each detail and sub-line is shown
 * through `terminalText`: it may carry a server's text, and stays one line whatever it holds.
 * @example printDoctorReport(createLogger(), await runDoctor({ cwd: process.cwd() }))
 */
export function printDoctorReport(log: Logger, report: DoctorReport): void {
  for (const item of report.checks) {
    const detail = terminalText(item.detail)
    if (item.status === 'ok') log.success(detail)
    else if (item.status === 'warn') log.warn(detail)
    else log.fail(detail)
    for (const line of item.lines ?? []) log.line(`    ${terminalText(line)}`)
  }
  if (report.skipped.length > 0) {
    log.info(
      'Skipped the generated-module, projectId, origin, remote-feature, RPC and wallet checks: fix the config first',
    )
  }
  const count = (status: DoctorCheck['status']) =>
    report.checks.filter((item) => item.status === status).length
  log.line()
  log.line(
    `${plural(count('ok'), 'check')} passed, ${plural(count('warn'), 'warning')}, ${plural(count('fail'), 'failure')}`,
  )
}
