import type { CaipNetwork, ChainNamespace, NormalizedConfig } from '../../../../schema/index.js'
import { type AppKit, type FeatureState, isSwapNetwork } from '../../../core/kernel.js'
import { useFeatures } from '../../hooks/useFeatures.js'
import {
  Icon,
  LazyBuyView,
  LazyReceiveView,
  LazySendView,
  LazySwapView,
  useAppKitInstance,
} from '../../internal.js'
import { accountStrings } from './accountStrings.js'

/** The namespaces the kit can buy on (SPEC section 9: "Balance, send and onramp"). */
const onrampNamespaces: readonly ChainNamespace[] = ['eip155', 'solana']
/** The namespaces the kit can send on: those whose chain adapter sends. */
const sendNamespaces: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122']

type Feature = 'onramp' | 'swaps' | 'receive' | 'send'

/**
 * The features this version builds, in the app's `walletFeaturesOrder` (SPEC section 9: onramp,
 * swaps, receive, send by default), each only when it is on and the network has it: Swap on the
 * networks the swap service serves (`swapNetworks`), Buy on eip155 and solana (which providers
 * serve the network, the Buy view asks the service), Send there and on bip122. Buy and Swap follow the features
 * merged with the project's remote configuration (`remote`); Receive and Send, which it does
 * not set, the config.
 */
function availableFeatures(
  appKit: Pick<AppKit, 'config'>,
  remote: Pick<FeatureState, 'onramp' | 'swaps'>,
  namespace: ChainNamespace,
  network: CaipNetwork | undefined,
): Feature[] {
  const features: NormalizedConfig['features'] = appKit.config.features
  return features.walletFeaturesOrder.filter((feature): feature is Feature => {
    if (feature === 'onramp') return remote.onramp && onrampNamespaces.includes(namespace)
    if (feature === 'swaps') return remote.swaps && isSwapNetwork(appKit, network)
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
  const features = availableFeatures(appKit, useFeatures(), namespace, network)
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
