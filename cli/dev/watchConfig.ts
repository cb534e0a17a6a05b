import { basename, dirname, relative } from 'node:path'
import type { DevServer } from '../../sandbox/devServer/startDevServer.js'
import { watchProjectFile } from '../../sandbox/devServer/watchProjectFile.js'
import { normalizeConfig } from '../../schema/index.js'
import { renderGeneratedModule } from '../../templates/generatedModule.js'
import { CliError } from '../CliError.js'
import { runGenerate } from '../generate.js'
import { hashConfig } from '../hashConfig.js'
import { runValidate } from '../validate.js'
import type { ConfigChange } from './runDev.js'
import { type SandboxEndpoints, toDevConfig } from './toDevConfig.js'

export interface WatchConfigOptions {
  configPath: string
  server: Pick<DevServer, 'setDevModule'>
  endpoints: SandboxEndpoints
  onChange?: ((change: ConfigChange) => void) | undefined
}

/**
 * While `appkit dev` runs, a saved config is validated and, when valid, regenerates the project's
 * module (as `appkit generate` does) and the dev variant the server builds with, which reloads the
 * page. An invalid config is reported, and the last valid one keeps being served.
 * @example const watcher = watchConfig({ configPath, server, endpoints, onChange: print })
 */
export function watchConfig(options: WatchConfigOptions): { close(): void } {
  const configName = basename(options.configPath)
  const root = dirname(options.configPath)
  const failed = (error: unknown): ConfigChange => ({
    ok: false,
    configName,
    lines:
      error instanceof CliError
        ? [error.message, ...error.lines]
        : [error instanceof Error ? error.message : String(error)],
  })

  const reload = async (): Promise<ConfigChange> => {
    const validation = await runValidate({ cwd: root, config: options.configPath })
    if (!validation.ok) {
      return {
        ok: false,
        configName,
        lines: validation.issues.map((issue) => `! ${issue.path || '(config)'}: ${issue.message}`),
      }
    }
    const written = await runGenerate({ cwd: root, config: options.configPath })
    const dev = toDevConfig(normalizeConfig(validation.config), options.endpoints)
    await options.server.setDevModule(
      renderGeneratedModule({
        config: dev.config,
        source: `${configName} (appkit dev)`,
        hash: hashConfig(dev.config),
      }),
    )
    const shown = relative(root, written.outPath)
    return {
      ok: true,
      configName,
      generated: written.status === 'written' ? `wrote ${shown}` : `${shown} is up to date`,
    }
  }

  // One reload at a time; saves that land during one are folded into the next.
  let running: Promise<void> = Promise.resolve()
  let pending = false
  const schedule = () => {
    if (pending) return
    pending = true
    running = running.then(async () => {
      pending = false
      options.onChange?.(await reload().catch(failed))
    })
  }
  const watcher = watchProjectFile(options.configPath, schedule)
  return { close: () => watcher.close() }
}
