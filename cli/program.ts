import { Command } from 'commander'
import type { CommandContext } from './CommandContext.js'
import { devCommand } from './dev.js'
import { doctorCommand } from './doctor.js'
import { generateCommand } from './generate.js'
import { initCommand } from './init.js'
import { validateCommand } from './validate.js'

/** The `appkit` command line: one sub-command per file. */
export function createProgram(context: CommandContext, version: string): Command {
  return new Command('appkit')
    .description('Config-first wallet modal: validate, generate, diagnose, develop offline.')
    .version(version)
    .showHelpAfterError()
    .addCommand(initCommand(context))
    .addCommand(validateCommand(context))
    .addCommand(generateCommand(context))
    .addCommand(doctorCommand(context))
    .addCommand(devCommand(context))
}
