import { createInterface } from 'node:readline/promises'
import { CliError } from '../CliError.js'
import type { Logger } from '../logger.js'

export interface Question {
  message: string
  /** Used for an empty answer, and shown in brackets. */
  defaultAnswer?: string | undefined
  /** A problem with the answer (asked again), or undefined to accept it. */
  validate(answer: string): string | undefined
}

/** How `runInit` asks for values the flags did not give; tests pass a scripted one. */
export interface Prompter {
  ask(question: Question): Promise<string>
  close(): void
}

/**
 * A prompter over a terminal: asks until the answer validates, printing each problem through the
 * logger. Ctrl-C or end of input cancels with a CliError, before anything is written.
 * @example const prompter = createPrompter(log); const id = await prompter.ask({ message: 'Project id', validate })
 */
export function createPrompter(
  log: Logger,
  io: { input: NodeJS.ReadableStream; output: NodeJS.WritableStream } = {
    input: process.stdin,
    output: process.stdout,
  },
): Prompter {
  const readline = createInterface({ input: io.input, output: io.output })
  const closed = new AbortController()
  // Without a SIGINT listener readline only pauses on Ctrl-C, leaving the question pending forever.
  readline.on('SIGINT', () => readline.close())
  readline.on('close', () => closed.abort())
  return {
    async ask({ message, defaultAnswer, validate }) {
      for (;;) {
        let raw: string
        try {
          const hint = defaultAnswer ? ` (${defaultAnswer})` : ''
          raw = await readline.question(`? ${message}${hint}: `, { signal: closed.signal })
        } catch (error) {
          throw new CliError('appkit init was cancelled; nothing was written.', {
            code: 'INIT_CANCELLED',
            exitCode: 130,
            cause: error,
          })
        }
        const answer = raw.trim() || defaultAnswer || ''
        const problem = validate(answer)
        if (problem === undefined) return answer
        log.warn(problem)
      }
    },
    close: () => readline.close(),
  }
}
