import type { CaipNetwork } from '../../../schema/index.js'
import { ItemIcon, useNetworkImage } from '../internal.js'

/**
 * A network's image in the modal: its `imageUrl`, or its `imageId` through the Wallet API (the
 * built-in networks), else its initial.
 * @example <NetworkIcon network={caipNetwork} />
 */
export function NetworkIcon({ network }: { network: CaipNetwork }) {
  const { src } = useNetworkImage(network)
  return <ItemIcon src={src} name={network.name} />
}
