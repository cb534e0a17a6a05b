import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const bin = fileURLToPath(new URL('../bin/appkit.js', import.meta.url))

export interface LongRunningCli {
  child: ChildProcess
  /** Everything printed so far (stdout and stderr). */
  output(): string
  /** Resolves with the first match of `pattern` in the output; rejects on exit or timeout. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string | null>
}

/**
 * Starts a long-running `appkit` command (like `dev`) and lets a test wait for its output.
 * @example const dev = startCli(['dev', '--no-open'], { cwd }); await dev.waitFor(/App: (\S+)/)
 */
export function startCli(
  args: readonly string[],
  options: {
    cwd: string
    /** The `appkit` bin to run (default: this checkout's; a packed install's for scratch apps). */
    bin?: string
  },
): LongRunningCli {
  const child = spawn(process.execPath, [options.bin ?? bin, ...args], {
    cwd: options.cwd,
    env: { ...process.env, NO_COLOR: '1', CI: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let text = ''
  const waiters = new Set<() => void>()
  const onData = (chunk: Buffer) => {
    text += chunk.toString()
    for (const wake of waiters) wake()
  }
  child.stdout?.on('data', onData)
  child.stderr?.on('data', onData)
  const exited = new Promise<number | string | null>((resolve) =>
    child.on('exit', (code, signal) => {
      resolve(code ?? signal)
      for (const wake of waiters) wake()
    }),
  )
  return {
    child,
    output: () => text,
    exited,
    waitFor(pattern, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = text.match(pattern)
          if (match) return done(() => resolve(match))
          if (child.exitCode !== null || child.signalCode !== null) {
            done(() => reject(new Error(`appkit exited before printing ${pattern}:\n${text}`)))
          }
        }
        const timer = setTimeout(
          () => done(() => reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${text}`))),
          timeoutMs,
        )
        const done = (settle: () => void) => {
          clearTimeout(timer)
          waiters.delete(check)
          settle()
        }
        waiters.add(check)
        check()
      })
    },
  }
}
