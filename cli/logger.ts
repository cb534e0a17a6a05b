import type { Writable } from 'node:stream'
import { terminalText } from './terminalText.js'

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

// Our own messages may span lines (a stack trace): each line is escaped, the breaks kept. Values
// that must stay on one line (a server's answer) are escaped with terminalText before they get here.
const shown = (text: string) =>
  text
    .split('\n')
    .map((line) => terminalText(line))
    .join('\n')

// JSON.stringify escapes C0 controls (ESC included) but passes DEL, C1, bidi and zero-width
// characters through raw. As \uXXXX escapes they decode to the same value for a JSON reader and
// reach a terminal as plain text. They can only occur inside JSON strings, where escapes are valid.
const rawInJson = /[\u007f-\u009f\p{Cf}\p{Cs}\u2028\u2029\u115f\u1160\u3164\uffa0]/gu
const jsonText = (value: unknown) =>
  String(JSON.stringify(value, null, 2)).replace(rawInJson, (char) =>
    Array.from(
      { length: char.length },
      (_, index) => `\\u${char.charCodeAt(index).toString(16).padStart(4, '0')}`,
    ).join(''),
  )

const codes = { green: 32, yellow: 33, red: 31, dim: 2, cyan: 36 } as const
const frames = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏']

/**
 * The one place the CLI writes to the terminal: marks (✓ ! ✗), colors off when not a TTY or
 * NO_COLOR is set, progress for anything slow. Every text is passed through `terminalText`
 * (line breaks kept) and `json()` escapes what JSON.stringify leaves raw, so no print path can
 * hand a terminal an escape sequence, a C1 control or a bidi override (SECURITY.md).
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
    info: (text) => write(stdout, `${paint('cyan', 'i')} ${shown(text)}`),
    success: (text) => write(stdout, `${paint('green', '✓')} ${shown(text)}`),
    warn: (text) => write(stdout, `${paint('yellow', '!')} ${shown(text)}`),
    error: (text) => write(stderr, `${paint('red', '✗')} ${shown(text)}`),
    fail: (text) => write(stdout, `${paint('red', '✗')} ${shown(text)}`),
    line: (text = '') => write(stdout, shown(text)),
    json: (value) => {
      stdout.write(`${jsonText(value)}\n`)
    },
    progress(text) {
      if (options.quiet) return { update() {}, stop() {} }
      // One line, always: the spinner redraws it in place, which a line break would defeat.
      if (!tty || !color) {
        stdout.write(`${paint('dim', `${terminalText(text)}...`)}\n`)
        return { update() {}, stop() {} }
      }
      let current = terminalText(text)
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
          current = terminalText(next)
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
