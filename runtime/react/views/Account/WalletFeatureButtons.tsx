import type { CaipNetwork, ChainNamespace, NormalizedConfig } from '../../../../schema/index.js'
import { type AppKit, isSwapNetwork } from '../../../core/kernel.js'
import {
  Icon,
  LazyBuyView,
  LazyReceiveView,
  LazySendView,
  LazySwapView,
  useAppKitInstance,
} from '../../internal.js'
import { accountStrings } from './accountStrings.js'

/** The namespaces the kit can send and buy on (SPEC section 9: "Balance, send and onramp"). */
const sendNamespaces: readonly ChainNamespace[] = ['eip155', 'solana']

type Feature = 'onramp' | 'swaps' | 'receive' | 'send'

/**
 * The features this version builds, in the app's `walletFeaturesOrder` (SPEC section 9: onramp,
 * swaps, receive, send by default), each only when the app enables it and the network has it:
 * Swap on the networks the swap service serves (`swapNetworks`), Buy and Send on eip155 and
 * solana (which providers serve the network, the Buy view asks the service).
 */
function availableFeatures(
  appKit: Pick<AppKit, 'config'>,
  namespace: ChainNamespace,
  network: CaipNetwork | undefined,
): Feature[] {
  const features: NormalizedConfig['features'] = appKit.config.features
  return features.walletFeaturesOrder.filter((feature): feature is Feature => {
    if (feature === 'onramp') return features.onramp && sendNamespaces.includes(namespace)
    if (feature === 'swaps') return features.swaps && isSwapNetwork(appKit, network)
    if (feature === 'receive') return features.receive
    if (feature === 'send') return features.send && sendNamespaces.includes(namespace)
    return false
  })
}

const views = {
  onramp: { view: 'Buy', lazy: LazyBuyView, icon: 'buy' },
  swaps: { view: 'Swap', lazy: LazySwapView, icon: 'swap' },
  receive: { view: 'Receive', lazy: LazyReceiveView, icon: 'receive' },
  send: { view: 'Send', lazy: LazySendView, icon: 'send' },
} as const

/**
 * Buy, Swap, Receive and Send, side by side; each view's chunk starts loading when the pointer nears.
 * @example <WalletFeatureButtons namespace="eip155" network={network} />
 */
export function WalletFeatureButtons({
  namespace,
  network,
}: {
  namespace: ChainNamespace
  network: CaipNetwork | undefined
}) {
  const appKit = useAppKitInstance()
  const features = availableFeatures(appKit, namespace, network)
  if (features.length === 0) return null
  return (
    <div className="ak-features">
      {features.map((feature) => {
        const { view, lazy, icon } = views[feature]
        return (
          <button
            key={feature}
            type="button"
            className="ak-button"
            onPointerEnter={lazy.preload}
            onFocus={lazy.preload}
            onClick={() => appKit.router.push({ view })}
          >
            <Icon name={icon} size={18} />
            {accountStrings.features[feature]}
          </button>
        )
      })}
    </div>
  )
}
