import type { CaipNetworkId, NormalizedConfig } from '../../schema/index.js'
import type { AppKitBindings } from './types.js'

/**
 * Binds the React surface (provider, buttons, hooks) to one normalized config. Generated modules
 * call this once; apps import the bound names from the generated module.
 * @example export const { AppKitProvider, useAppKit } = createAppKitReact<'eip155:1'>(config)
 */
export function createAppKitReact<NetworkId extends CaipNetworkId>(
  config: NormalizedConfig<NetworkId>,
): AppKitBindings<NetworkId> {
  void config
  throw new Error('TODO(runtime): wire to runtime/core')
}
