import type { NormalizedConfig } from '../../../schema/index.js'

/** Default time a Wallet API call may take, headers and body together (SPEC section 9: 10 s). */
export const walletApiTimeoutMs = 10_000

/** Where and as whom the Wallet API functions call: the first argument of each. */
export interface WalletApiContext {
  /** `config.services.walletApi`; the sandbox points it at loopback. */
  baseUrl: string
  projectId: string
  /** The `sv` query parameter; defaults to this package's `sdkVersion`. */
  sdkVersion?: string
  /** Defaults to `walletApiTimeoutMs`. */
  timeoutMs?: number
  /** Defaults to the global `fetch`, looked up at call time (tests stub it). */
  fetch?: typeof fetch
}

/**
 * The Wallet API context of a config: its `services.walletApi` and `projectId`.
 * @example const wallets = await getWallets(walletApiContext(appKit.config), { page: 1, entries: 40 })
 */
export function walletApiContext(
  config: Pick<NormalizedConfig, 'projectId' | 'services'>,
  overrides: Partial<WalletApiContext> = {},
): WalletApiContext {
  return { baseUrl: config.services.walletApi, projectId: config.projectId, ...overrides }
}
