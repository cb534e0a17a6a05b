// The Connect view's two orders, shared by the config schema (the values `connectMethodsOrder` and
// `connectorTypeOrder` accept, and the latter's default) and the runtime (the order it falls back
// to): one list each, so the two sides cannot drift. Imports nothing, as every schema/grammar module.

/**
 * The ways to connect on the Connect view, in their default order (SPEC section 9: when no
 * browser wallet is installed and the app sets no `connectMethodsOrder`).
 */
export const connectMethods = ['email', 'social', 'wallet'] as const

/** One way to connect on the Connect view (SPEC section 2). */
export type ConnectMethod = (typeof connectMethods)[number]

/**
 * The wallet groups of the Connect view, in their default order (SPEC sections 2 and 9): the
 * values of `connectorTypeOrder`, and its default.
 */
export const connectGroupTypes = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const

/** One wallet group of the Connect view. */
export type ConnectGroupType = (typeof connectGroupTypes)[number]
