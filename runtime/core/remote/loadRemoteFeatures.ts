// The lazy half of the remote configuration: `startRemoteFeatures` imports this chunk after the
// page's first paint, so neither the fetch nor the merge costs the first load anything.
import { alertKeyOfMessage } from '../alerts/alertKeyOfMessage.js'
import {
  type AlertKey,
  type ApiError,
  type AppKit,
  BaseError,
  defineOwned,
  loadWalletApi,
  raiseAlert,
} from '../kernel.js'
import { mergeRemoteFeatures } from './mergeRemoteFeatures.js'

export interface LoadRemoteFeaturesOptions {
  /** Cancels the fetch; a cancelled load changes nothing and logs nothing. */
  signal?: AbortSignal | undefined
  /** How long the Wallet API may take (default `walletApiTimeoutMs`, 10 s, SPEC section 9). */
  timeoutMs?: number | undefined
  /** Defaults to the global `fetch` (tests stub it). */
  fetch?: typeof fetch | undefined
}

/** What a load came to: merged, the local features kept after a fault, or cancelled. */
export type LoadRemoteFeaturesReturnType = 'remote' | 'local' | 'cancelled'

/** The load of an instance: one per page, however often it is asked for. */
const remoteLoad = defineOwned<{ promise?: Promise<LoadRemoteFeaturesReturnType> }, AppKit>(
  'remote features',
  () => ({}),
)

/**
 * The service's own words in a refused answer (`{ message }`), which SPEC section 8 maps to
 * alerts. Read from a copy of the response, so the client still reads the body itself.
 */
async function serverMessageOf(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.clone().json()) as { message?: unknown }
    return typeof body?.message === 'string' ? body.message.slice(0, 200) : undefined
  } catch {
    return undefined
  }
}

/**
 * The alert a failed fetch raises (SPEC section 8), or undefined when it is only logged: a
 * mapped server message gives its own alert; a 403 is an origin refused, a 401 a project id;
 * 429 and 5xx their own. Offline, a timeout or a malformed answer raise none: the local
 * features stand, and nothing is wrong with the developer's project.
 */
function alertOf(error: unknown, serverMessage: string | undefined): AlertKey | undefined {
  if (!(error instanceof BaseError)) return undefined
  const mapped = serverMessage === undefined ? undefined : alertKeyOfMessage(serverMessage)
  if (mapped) return mapped
  const { status } = error as ApiError
  if (error.code === 'RATE_LIMITED') return 'RATE_LIMITED'
  if (error.code === 'SERVER_ERROR') return 'SERVER_ERROR'
  if (status === 403) return 'ORIGIN_NOT_ALLOWED'
  if (status === 401) return 'INVALID_PROJECT_ID'
  return undefined
}

function describeFailure(error: unknown): string {
  if (error instanceof BaseError) {
    return error.details ? `${error.shortMessage}: ${error.details}` : error.shortMessage
  }
  return (error instanceof Error ? error.message : String(error)).slice(0, 200)
}

async function load(
  appKit: AppKit,
  options: LoadRemoteFeaturesOptions,
): Promise<LoadRemoteFeaturesReturnType> {
  const { signal } = options
  let serverMessage: string | undefined
  const doFetch = options.fetch ?? globalThis.fetch
  try {
    const api = await loadWalletApi()
    if (signal?.aborted) return 'cancelled'
    const context = api.walletApiContext(appKit.config, {
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      fetch: async (input, init) => {
        const response = await doFetch(input, init)
        if (!response.ok) serverMessage = await serverMessageOf(response)
        return response
      },
    })
    const { features: remote } = await api.getAppConfig(context, { signal })
    if (signal?.aborted) return 'cancelled'
    const { features, overrides } = mergeRemoteFeatures(appKit.stores.features.getState(), remote)
    appKit.stores.features.setState({ ...features, source: 'remote' })
    // Logged, not shown: a visitor can do nothing about the developer's config (SPEC section 8).
    for (const override of overrides) appKit.logger.warn(override.message)
    return 'remote'
  } catch (error) {
    if (signal?.aborted) return 'cancelled'
    const alert = alertOf(error, serverMessage)
    if (alert) raiseAlert(appKit, alert, { once: true, cause: error })
    else {
      appKit.logger.warn(
        `Could not load the remote configuration (${describeFailure(error)}); the local features stand.`,
      )
    }
    return 'local'
  }
}

/**
 * Fetches the project's remote configuration (`GET /appkit/v1/config`, bounded by the Wallet API
 * timeout), merges it over the local features (`mergeRemoteFeatures`), sets
 * `appKit.stores.features` with `source: 'remote'` and logs each local setting it overrides,
 * once, as a warning. Once per instance: a second call returns the first one's promise. It never
 * rejects: offline, slow or malformed, the local features stand and one warning is logged; a
 * 429, 5xx, 401 / 403 or a mapped server message raises its alert, once.
 * @example
 * const controller = new AbortController()
 * await loadRemoteFeatures(appKit, { signal: controller.signal }) // 'remote' | 'local' | 'cancelled'
 */
export function loadRemoteFeatures(
  appKit: AppKit,
  options: LoadRemoteFeaturesOptions = {},
): Promise<LoadRemoteFeaturesReturnType> {
  const state = appKit.owned.get(remoteLoad)
  state.promise ??= load(appKit, options)
  return state.promise
}
