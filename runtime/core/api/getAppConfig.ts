import { ApiError } from './ApiError.js'
import { fetchWalletApi, type WalletApiCallOptions } from './fetchWalletApi.js'
import type { WalletApiContext } from './WalletApiContext.js'
import { displayApiUrl, walletApiUrl } from './walletApiUrl.js'

/** One remote feature of the project (`email`, `socials`, `swaps`, `onramp`, `activity`, ...). */
export interface RemoteFeature {
  id: string
  isEnabled: boolean
  /** Provider list (socials, swaps, onramp), or null. */
  config: string[] | null
}

export interface GetAppConfigReturnType {
  features: RemoteFeature[]
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function parseFeature(value: unknown): RemoteFeature | undefined {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.isEnabled !== 'boolean') {
    return undefined
  }
  const { config } = value
  if (config === null || config === undefined) {
    return { id: value.id, isEnabled: value.isEnabled, config: null }
  }
  if (!Array.isArray(config) || !config.every((entry) => typeof entry === 'string'))
    return undefined
  return { id: value.id, isEnabled: value.isEnabled, config: config as string[] }
}

/**
 * The project's remote configuration (`GET /appkit/v1/config`), validated: its feature flags.
 * Entries of the wrong shape are dropped; an answer without a `features` list is an `ApiError`
 * (INVALID_RESPONSE), and a 5xx is SERVER_ERROR 'failed to get app configuration' (SPEC section 8).
 * @example
 * const { features } = await getAppConfig(walletApiContext(config))
 * const swaps = features.find((feature) => feature.id === 'swaps')?.isEnabled
 */
export async function getAppConfig(
  api: WalletApiContext,
  options: WalletApiCallOptions = {},
): Promise<GetAppConfigReturnType> {
  const body = await fetchWalletApi(
    api,
    '/appkit/v1/config',
    {},
    {
      what: 'failed to get app configuration',
      ...options,
    },
  )
  if (isRecord(body) && Array.isArray(body.features)) {
    return { features: body.features.flatMap((feature) => parseFeature(feature) ?? []) }
  }
  throw new ApiError('INVALID_RESPONSE', {
    url: displayApiUrl(walletApiUrl(api, '/appkit/v1/config')),
    status: 200,
    details: 'The app configuration has no features list.',
  })
}
