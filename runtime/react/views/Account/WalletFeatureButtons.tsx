import type { ChainNamespace, NormalizedConfig } from '../../../../schema/index.js'
import { Icon, LazyReceiveView, LazySendView, useAppKitInstance } from '../../internal.js'
import { accountStrings } from './accountStrings.js'

/** The namespaces the kit can send on (SPEC section 9: "Balance, send and onramp"). */
const sendNamespaces: readonly ChainNamespace[] = ['eip155', 'solana']

type Feature = 'receive' | 'send'

/**
 * The features this version builds, in the app's `walletFeaturesOrder` (SPEC section 9: onramp,
 * swaps, receive, send by default), each only when the app enables it and the namespace has it.
 */
function availableFeatures(
  features: NormalizedConfig['features'],
  namespace: ChainNamespace,
): Feature[] {
  return features.walletFeaturesOrder.filter((feature): feature is Feature => {
    if (feature === 'receive') return features.receive
    if (feature === 'send') return features.send && sendNamespaces.includes(namespace)
    return false
  })
}

const views = {
  receive: { view: 'Receive', lazy: LazyReceiveView, icon: 'receive' },
  send: { view: 'Send', lazy: LazySendView, icon: 'send' },
} as const

/**
 * Receive and Send, side by side; each view's chunk starts loading when the pointer nears.
 * @example <WalletFeatureButtons namespace="eip155" />
 */
export function WalletFeatureButtons({ namespace }: { namespace: ChainNamespace }) {
  const appKit = useAppKitInstance()
  const features = availableFeatures(appKit.config.features, namespace)
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
