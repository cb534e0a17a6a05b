import * as z from 'zod/mini'
import type { AppKitConfig } from '../../schema/index.js'
import { check, type DoctorCheck, type RemoteCheckContext } from './DoctorCheck.js'
import { describeWalletApiFailure } from './describeWalletApiFailure.js'
import { fetchWalletApi } from './fetchWalletApi.js'
import { remoteOverrides } from './remoteOverrides.js'

const configSchema = z.object({
  features: z.nullable(
    z.array(z.object({ id: z.string(), isEnabled: z.boolean(), config: z.optional(z.unknown()) })),
  ),
})

/**
 * Check 5: fetches the project's remote configuration and reports, as warnings, each local
 * feature it overrides. Any other HTTP error leaves the local features in force (a warning).
 * @example await checkRemoteFeatures(context, config.features)
 */
export async function checkRemoteFeatures(
  context: RemoteCheckContext,
  features: AppKitConfig['features'],
): Promise<DoctorCheck[]> {
  const title = 'Remote features'
  const result = await fetchWalletApi(context, '/appkit/v1/config', {}, configSchema)
  if (!result.ok) {
    const detail = describeWalletApiFailure(
      result.failure,
      'the remote configuration',
      context.walletApi,
    )
    return result.failure.kind === 'status'
      ? [check('remoteConfig', 'warn', title, `${detail}: the modal uses the local features`)]
      : [check('remoteConfig', 'fail', title, detail)]
  }
  const remote = result.data.features ?? []
  const overrides = remoteOverrides(features, remote)
  if (overrides.length === 0) {
    return [
      check(
        'remoteConfig',
        'ok',
        title,
        `the remote configuration agrees with the local features (${remote.length} remote feature${remote.length === 1 ? '' : 's'})`,
      ),
    ]
  }
  return overrides.map((override) =>
    check(`remoteConfig:${override.key}`, 'warn', title, override.message),
  )
}
