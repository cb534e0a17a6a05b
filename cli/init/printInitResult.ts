import { relative } from 'node:path'
import type { InitResult } from '../init.js'
import type { Logger } from '../logger.js'

/**
 * Prints what `appkit init` did and the numbered next steps, with paths relative to `cwd`.
 * @example printInitResult(context.logger(false), await runInit({ cwd, yes: true, projectId }), cwd)
 */
export function printInitResult(log: Logger, result: InitResult, cwd: string): void {
  const shown = (path: string) => relative(cwd, path) || path
  const config = shown(result.configPath)
  if (result.status === 'exists') {
    log.info(`${config} already exists: left as it is (pass --force to replace it).`)
    if (result.ignoredFlags.length > 0) {
      log.warn(`Not applied, as the existing config was kept: ${result.ignoredFlags.join(', ')}.`)
    }
  } else {
    log.success(`${result.status === 'replaced' ? 'replaced' : 'wrote'} ${config}`)
    for (const path of result.removed) log.success(`removed ${shown(path)} (replaced by ${config})`)
  }
  const generated = shown(result.generate.outPath)
  if (result.generate.status === 'up-to-date') log.success(`${generated} is up to date`)
  else log.success(`wrote ${generated} (${result.generate.hash})`)

  if (result.exampleFiles.length > 0) {
    log.success(`wrote the example app: ${result.exampleFiles.join(', ')}`)
  }
  const steps = result.nextSteps
  const list: string[][] = []
  if (steps.install) list.push([`Install: ${steps.install}`])
  if (steps.installTypes) list.push([`Install the React types: ${steps.installTypes}`])
  list.push([
    `In ${steps.importFrom ? `a file in ${steps.importFrom}` : 'your app'}, import the module and wrap the app:`,
    `  ${steps.importLine}`,
    '  <AppKitProvider><App /><AppKitButton /></AppKitProvider>',
  ])
  list.push([`Check the project id, allowed origins and RPCs: ${steps.doctor}`])
  list.push([
    `Run ${result.exampleFiles.length > 0 ? 'the example' : 'your app'} offline (local chains, a dev wallet): ${steps.dev}`,
    ...(steps.installDev ? [`It needs anvil: ${steps.installDev}`] : []),
    ...(steps.installSolanaDev ? [`and for Solana Localnet: ${steps.installSolanaDev}`] : []),
    'and an index.html whose <script type="module"> loads your source entry (/src/main.tsx)',
  ])
  if (steps.emailLogin) list.push([steps.emailLogin])
  log.line()
  log.line('Next steps:')
  list.forEach(([first, ...rest], index) => {
    log.line(`  ${index + 1}. ${first}`)
    for (const line of rest) log.line(`     ${line}`)
  })
}
