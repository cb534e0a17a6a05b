import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { Writable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { sourceFiles } from '../test/sourceFiles.js'
import { createLogger, type Logger, type LoggerOptions } from './logger.js'

// A server's answer as hostile as it gets: clear screen, home, window title, hyperlink, C1 CSI,
// DEL, a bidi override and isolate, zero-width characters and a BOM.
const hostile =
  'A\u001b[2J\u001b[H\u001b]0;pwned\u0007\u001b]8;;https://evil\u001b\\B\u009b31m\u007fC\u202eD\u2066E\u200b\ufeffF'
const hostileShown =
  'A\\x1b[2J\\x1b[H\\x1b]0;pwned\\x07\\x1b]8;;https://evil\\x1b\\B\\x9b31m\\x7fC\\u202eD\\u2066E\\u200b\\ufeffF'
// Anything a terminal may act on or hide, but the line break.
const rawUnsafe = /(?!\n)[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u

function capture(options: LoggerOptions & { tty?: boolean } = {}) {
  const output = { stdout: '', stderr: '' }
  const sink = (key: keyof typeof output) =>
    Object.assign(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          output[key] += chunk.toString()
          done()
        },
      }),
      { isTTY: options.tty ?? false },
    )
  const log = createLogger({ stdout: sink('stdout'), stderr: sink('stderr'), ...options })
  return { log, output }
}

// Typed over every method: a method added to Logger fails the typecheck until it is listed here.
const printers: Record<keyof Logger, (log: Logger, text: string) => void> = {
  info: (log, text) => log.info(text),
  success: (log, text) => log.success(text),
  warn: (log, text) => log.warn(text),
  error: (log, text) => log.error(text),
  fail: (log, text) => log.fail(text),
  line: (log, text) => log.line(text),
  json: (log, text) => log.json({ detail: text, lines: [text] }),
  progress: (log, text) => log.progress(text).stop(),
}

describe('createLogger', () => {
  it.each(Object.keys(printers) as (keyof Logger)[])(
    '%s shows a hostile text escaped, with no raw control, C1 or bidi character',
    (method) => {
      const { log, output } = capture({ color: false })
      printers[method](log, hostile)
      const all = output.stdout + output.stderr
      expect(all).not.toMatch(rawUnsafe)
      if (method === 'json') expect(JSON.parse(output.stdout).detail).toBe(hostile)
      else expect(all).toContain(hostileShown)
    },
  )

  it('escapes the text of a TTY spinner and its updates, line breaks included', () => {
    const { log, output } = capture({ color: true, tty: true })
    const progress = log.progress(`start${hostile}\nfake line`)
    progress.update(`next${hostile}\r\nfake line`)
    progress.stop()
    // The logger's own sequences (redraw, clear line, colours) are its only ESCs.
    let own = output.stdout
    for (const sequence of ['\r\u001b[2K', '\u001b[36m', '\u001b[0m']) {
      own = own.replaceAll(sequence, '')
    }
    expect(own).not.toMatch(rawUnsafe)
    expect(own).not.toContain('\n')
    expect(own).toContain(`start${hostileShown}\\nfake line`)
    expect(own).toContain(`next${hostileShown}\\r\\nfake line`)
  })

  it("keeps the line breaks of the CLI's own multi-line messages, escaping each line", () => {
    const { log, output } = capture({ color: false })
    log.error(`Unexpected error: Error: boom${hostile}\n    at run (file.js:1:1)`)
    expect(output.stderr).toBe(
      `✗ Unexpected error: Error: boom${hostileShown}\n    at run (file.js:1:1)\n`,
    )
  })

  it('prints --json that parses back to the very values, with no raw character a terminal acts on', () => {
    const { log, output } = capture({ color: false, quiet: true })
    const value = { name: hostile, tag: 'x\u{e0041}', separators: 'a\u2028b', plain: 'Zoë 🦊' }
    log.json(value)
    expect(output.stdout).not.toMatch(rawUnsafe)
    expect(output.stdout).toContain('"plain": "Zoë 🦊"')
    expect(JSON.parse(output.stdout)).toEqual(value)
  })
})

// The logger is the CLI's one way to the terminal, so the cases above cover every print path as
// long as no other file writes there itself. Comments are left out (examples show console.log).
describe('print paths of the CLI', () => {
  const cli = fileURLToPath(new URL('.', import.meta.url))
  const direct =
    /\bconsole\.\w+\(|\bprocess\.(?:stdout|stderr)\.write\(|\boutput:\s*process\.(?:stdout|stderr)\b/
  // readline prints the questions of `appkit init`: the prompter's messages and defaults are
  // literals of cli/init/resolveAnswers.ts, never outside text.
  const allowed = new Map([['init/createPrompter.ts', 'output: process.stdout']])

  it('has no file but the logger writing to stdout or stderr', () => {
    const writers: string[] = []
    for (const file of sourceFiles(cli)) {
      const name = relative(cli, file).split('\\').join('/')
      if (name === 'logger.ts') continue
      const code = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '')
      const found = direct.exec(code)?.[0]
      if (found && !(allowed.get(name) === found)) writers.push(`${name}: ${found}`)
    }
    expect(writers).toEqual([])
  })

  it('finds a direct write where there is one (the scan can fail)', () => {
    for (const line of [
      'console.log(name)',
      'process.stdout.write(text)',
      "process.stderr.write('x')",
      'createInterface({ output: process.stdout })',
    ]) {
      expect(line).toMatch(direct)
    }
  })
})
