import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createLogger } from '../logger.js'
import { check } from './DoctorCheck.js'
import { printDoctorReport } from './printDoctorReport.js'

function capture() {
  const output = { stdout: '', stderr: '' }
  const sink = (key: keyof typeof output) =>
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        output[key] += chunk.toString()
        done()
      },
    })
  const log = createLogger({ stdout: sink('stdout'), stderr: sink('stderr'), color: false })
  return { log, output }
}

describe('printDoctorReport', () => {
  it('prints one marked line per check, sub-lines indented, and a summary', () => {
    const { log, output } = capture()
    printDoctorReport(log, {
      ok: false,
      skipped: [],
      checks: [
        check('config', 'ok', 'Config', 'appkit.config.ts is valid'),
        check(
          'remoteConfig:features.email',
          'warn',
          'Remote features',
          'Local configuration ignored: x',
        ),
        check('generated', 'fail', 'Generated module', 'stale', ['first', 'second']),
      ],
    })
    // The whole report goes to stdout, failures included, so `appkit doctor > report.txt` keeps it.
    expect(output.stdout).toBe(
      '✓ appkit.config.ts is valid\n! Local configuration ignored: x\n✗ stale\n    first\n    second\n\n1 check passed, 1 warning, 1 failure\n',
    )
    expect(output.stderr).toBe('')
  })

  it('says which checks were skipped for an invalid config', () => {
    const { log, output } = capture()
    printDoctorReport(log, {
      ok: false,
      skipped: ['origins'],
      checks: [check('config', 'fail', 'Config', 'appkit.config.ts has 1 problem', ['theme: bad'])],
    })
    expect(output.stdout).toContain(
      'i Skipped the generated-module, projectId, origin, remote-feature, RPC and wallet checks: fix the config first\n',
    )
    expect(output.stdout).toContain('0 checks passed, 0 warnings, 1 failure')
  })
})
