/** ok: nothing to do; warn: works, but probably not as meant; fail: will break for users. */
export type CheckStatus = 'ok' | 'warn' | 'fail'

/**
 * One line of the doctor's report. `id` is unique within a report: the check family
 * (`config`, `origin`, `network`, ...) then, for checks about one thing, `:` and that thing.
 */
export interface DoctorCheck {
  id: string
  status: CheckStatus
  /** A short label, e.g. `Origin https://dapp.example`. */
  title: string
  /**
   * The whole story in one line: what happened, why it matters, what to do. A value from a
   * server goes in through `terminalText` with a cap; the report's printer escapes it all again.
   */
  detail: string
  /** Sub-lines printed under the detail, e.g. one per config problem (escaped when printed). */
  lines?: string[]
}

/** What `runDoctor` returns and `--json` prints. */
export interface DoctorReport {
  /** False when any check failed; warnings leave it true. */
  ok: boolean
  checks: DoctorCheck[]
  /** Check families not run because the config is not valid (empty otherwise). */
  skipped: string[]
}

/**
 * Builds a report line; `lines` is left out when empty so the JSON stays small.
 * @example check('projectId', 'ok', 'Project id', 'projectId is 32 hexadecimal characters')
 */
export function check(
  id: string,
  status: CheckStatus,
  title: string,
  detail: string,
  lines: readonly string[] = [],
): DoctorCheck {
  return lines.length > 0
    ? { id, status, title, detail, lines: [...lines] }
    : { id, status, title, detail }
}

/** What every remote check receives. */
export interface RemoteCheckContext {
  /** The Wallet API base URL (`services.walletApi`). */
  walletApi: string
  projectId: string
  /** `sv`, e.g. `react-appkit-0.1.0`. */
  sdkVersion: string
  timeoutMs: number
}
