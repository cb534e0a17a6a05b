import type { Writable } from 'node:stream'

export interface LoggerOptions {
  stdout?: Writable & { isTTY?: boolean }
  stderr?: Writable & { isTTY?: boolean }
  /** Colors and spinners; default: on when stdout is a TTY and NO_COLOR is unset. */
  color?: boolean
  /** Silence everything but `json()` (for `--json`). */
  quiet?: boolean
}

export interface Progress {
  /** Replaces the progress text. */
  update(text: string): void
  /** Ends the progress line (the caller prints the outcome). */
  stop(): void
}

export interface Logger {
  info(text: string): void
  success(text: string): void
  warn(text: string): void
  /** A ✗ line on stderr: the command itself failed. */
  error(text: string): void
  /** A ✗ line on stdout: one failed item of a report (so `> report.txt` keeps it). */
  fail(text: string): void
  /** A plain line without a mark. */
  line(text?: string): void
  json(value: unknown): void
  /** A spinner on a TTY, a single "text..." line otherwise. */
  progress(text: string): Progress
}

const codes = { green: 32, yellow: 33, red: 31, dim: 2, cyan: 36 } as const
const frames = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏']

/**
 * The one place the CLI writes to the terminal: marks (✓ ! ✗), colors off when not a TTY or
 * NO_COLOR is set, progress for anything slow.
 * @example const log = createLogger(); log.success('appkit.config.ts is valid')
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  const stdout = options.stdout ?? process.stdout
  const stderr = options.stderr ?? process.stderr
  const tty = Boolean(stdout.isTTY)
  const color = options.color ?? (tty && !process.env.NO_COLOR)
  const paint = (name: keyof typeof codes, text: string) =>
    color ? `\u001b[${codes[name]}m${text}\u001b[0m` : text
  const write = (stream: Writable, text: string) => {
    if (!options.quiet) stream.write(`${text}\n`)
  }

  return {
    info: (text) => write(stdout, `${paint('cyan', 'i')} ${text}`),
    success: (text) => write(stdout, `${paint('green', '✓')} ${text}`),
    warn: (text) => write(stdout, `${paint('yellow', '!')} ${text}`),
    error: (text) => write(stderr, `${paint('red', '✗')} ${text}`),
    fail: (text) => write(stdout, `${paint('red', '✗')} ${text}`),
    line: (text = '') => write(stdout, text),
    json: (value) => {
      stdout.write(`${JSON.stringify(value, null, 2)}\n`)
    },
    progress(text) {
      if (options.quiet) return { update() {}, stop() {} }
      if (!tty || !color) {
        stdout.write(`${paint('dim', `${text}...`)}\n`)
        return { update() {}, stop() {} }
      }
      let current = text
      let frame = 0
      const render = () =>
        stdout.write(`\r\u001b[2K${paint('cyan', frames[frame] ?? '')} ${current}`)
      render()
      const timer = setInterval(() => {
        frame = (frame + 1) % frames.length
        render()
      }, 80)
      return {
        update(next) {
          current = next
          render()
        },
        stop() {
          clearInterval(timer)
          stdout.write('\r\u001b[2K')
        },
      }
    },
  }
}
