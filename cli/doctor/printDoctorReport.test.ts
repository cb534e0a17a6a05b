import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createLogger } from '../logger.js'
import { check, type DoctorCheck } from './DoctorCheck.js'
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

  it('prints every text field of a check escaped, one line each, whatever a server put there', () => {
    const hostile = 'x\u001b[2J\u001b]0;t\u0007\u009b31m\u202e\u2066\u200b\nFAKE line'
    const shown = 'x\\x1b[2J\\x1b]0;t\\x07\\x9b31m\\u202e\\u2066\\u200b\\nFAKE line'
    // Required: a field added to DoctorCheck fails the typecheck here until it gets hostile text.
    const item: Required<DoctorCheck> = {
      id: hostile,
      status: 'warn',
      title: hostile,
      detail: hostile,
      lines: [hostile, hostile],
    }
    const { log, output } = capture()
    printDoctorReport(log, { ok: true, skipped: [], checks: [item] })
    expect(output.stdout).not.toMatch(/(?!\n)[\p{Cc}\p{Cf}]/u)
    expect(output.stdout).toBe(
      `! ${shown}\n    ${shown}\n    ${shown}\n\n0 checks passed, 1 warning, 0 failures\n`,
    )
  })
})
