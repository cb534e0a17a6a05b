/** One wallet as the registry's `getWallets` lists it (SPEC section 7). */
export interface RegistryWallet {
  id: string
  name: string
  homepage: string
  image_id: string
  order: number
  /** Reverse-DNS name the wallet announces over EIP-6963, when it has a browser extension. */
  rdns: string | null
  /** CAIP-2 ids of the chains the wallet supports. */
  chains: string[]
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  chrome_store: string | null
  injected: { namespace: string; injected_id: string }[] | null
  badge_type: 'certified' | 'none'
}

/** The feature ids the remote project configuration knows (`/appkit/v1/config`). */
export const remoteFeatureIds = [
  'email',
  'socials',
  'swaps',
  'onramp',
  'activity',
  'reown_branding',
  'multi_wallet',
] as const
export type RemoteFeatureId = (typeof remoteFeatureIds)[number]

/** One entry of `/appkit/v1/config`'s `features`; `config` is a provider list or null. */
export interface RemoteFeature {
  id: RemoteFeatureId
  isEnabled: boolean
  config: string[] | null
}

/** Everything the stand-in Wallet API serves; tests replace any part. */
export interface WalletApiFixture {
  /** Patterns as the dashboard stores them: `https://app.example.com`, `*.example.com`. */
  allowedOrigins: string[]
  features: RemoteFeature[]
  wallets: RegistryWallet[]
  isAnalyticsEnabled: boolean
}

/** The routes the stand-in serves; also the keys of `setFault`. */
export const walletApiRoutes = [
  '/projects/v1/origins',
  '/appkit/v1/config',
  '/getWallets',
  '/getWalletImage',
  '/public/getAssetImage',
  '/getAnalyticsConfig',
] as const
export type WalletApiRoute = (typeof walletApiRoutes)[number]

/**
 * A switch that makes one route misbehave, as the real service sometimes does. The parts combine:
 * `{ delayMs: 500, status: 503 }` answers 503 after half a second.
 */
export interface WalletApiFault {
  status?: 403 | 429 | 500 | 503
  /** Wait this long before answering (to exceed a client's timeout). */
  delayMs?: number
  /** Answer 200 with a body that is not valid JSON. */
  malformed?: boolean
  /** Answer 200 with this value as JSON instead (a well-formed answer of the wrong shape). */
  body?: unknown
}
