import type { NormalizedConfig } from '../../schema/index.js'
import { terminalText } from '../terminalText.js'
import { checkNetwork } from './checkNetwork.js'
import { checkOrigins, type OriginToCheck } from './checkOrigins.js'
import { checkRemoteFeatures } from './checkRemoteFeatures.js'
import { checkWallets } from './checkWallets.js'
import { check, type DoctorCheck, type RemoteCheckContext } from './DoctorCheck.js'

export interface RemoteChecksOptions {
  config: NormalizedConfig
  origins: readonly OriginToCheck[]
  sdkVersion: string
  timeoutMs: number
  /** Called as each check finishes (they finish in any order). */
  onProgress?: ((done: number, total: number, title: string) => void) | undefined
}

// A bug in one check must not hide the others' results, nor print a stack trace.
async function guarded(id: string, title: string, run: () => Promise<DoctorCheck[]>) {
  try {
    return await run()
  } catch (error) {
    const message = terminalText(error instanceof Error ? error.message : String(error), 200)
    return [
      check(id, 'fail', title, `doctor could not run this check (${message}); please report it`),
    ]
  }
}

/**
 * Checks 4 to 7, all at once: allowed origins, remote features, every network's RPC and the
 * wallet ids. The report keeps that order whatever order the answers arrive in.
 * @example const checks = await runRemoteChecks({ config, origins, sdkVersion, timeoutMs: 10_000 })
 */
export async function runRemoteChecks(options: RemoteChecksOptions): Promise<DoctorCheck[]> {
  const { config, timeoutMs } = options
  const context: RemoteCheckContext = {
    walletApi: config.services.walletApi,
    projectId: config.projectId,
    sdkVersion: options.sdkVersion,
    timeoutMs,
  }
  const tasks: [string, string, () => Promise<DoctorCheck[]>][] = [
    ['origins', 'Allowed origins', () => checkOrigins(context, options.origins)],
    ['remoteConfig', 'Remote features', () => checkRemoteFeatures(context, config.features)],
    ...config.networks.map(
      (network) =>
        [
          `network:${network.caipNetworkId}`,
          `Network ${network.name}`,
          async () => [await checkNetwork(network, timeoutMs)],
        ] as [string, string, () => Promise<DoctorCheck[]>],
    ),
    ['wallets', 'Wallets', () => checkWallets(context, config.wallets)],
  ]
  let done = 0
  const results = await Promise.all(
    tasks.map(async ([id, title, run]) => {
      const checks = await guarded(id, title, run)
      done += 1
      options.onProgress?.(done, tasks.length, title)
      return checks
    }),
  )
  return results.flat()
}
