import { readFileSync } from 'node:fs'
import { CliError } from './CliError.js'
import type { CommandContext } from './CommandContext.js'
import { createLogger } from './logger.js'
import { createProgram } from './program.js'

// The only place that prints errors and ends the process; commands return or throw.
const context: CommandContext = {
  logger: (json) => createLogger({ quiet: json }),
  setExitCode(code) {
    process.exitCode = code
  },
  exit(code) {
    process.exit(code)
  },
}

function packageVersion(): string {
  const text = readFileSync(new URL('../../package.json', import.meta.url), 'utf8')
  return (JSON.parse(text) as { version: string }).version
}

try {
  await createProgram(context, packageVersion()).parseAsync(process.argv)
} catch (error) {
  const log = createLogger()
  if (error instanceof CliError) {
    log.error(error.message)
    for (const line of error.lines) log.line(`  ${line}`)
    process.exit(error.exitCode)
  }
  log.error(`Unexpected error: ${(error as Error)?.stack ?? String(error)}`)
  log.line('  This is a bug in appkit; please report it with the command you ran.')
  process.exit(2)
}
