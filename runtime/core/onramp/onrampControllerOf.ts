import type { AppKit } from '../AppKit.js'
import { getTokenBalances } from '../blockchainApi/getTokenBalances.js'
import { getOnrampOptions } from '../blockchainApi/onrampOptions.js'
import { getOnrampOrders } from '../blockchainApi/onrampOrders.js'
import { getOnrampProviders } from '../blockchainApi/onrampProviders.js'
import { getOnrampQuote } from '../blockchainApi/onrampQuote.js'
import { generateOnrampUrl } from '../blockchainApi/onrampUrl.js'
import { defineOwned, fetchBalance } from '../kernel.js'
import { createOnrampController, type OnrampController } from './createOnrampController.js'
import type { OnrampAccount, OnrampContext } from './OnrampContext.js'

/** The active namespace's connected account and its network, when there is one. */
function activeAccountOf(appKit: AppKit): OnrampAccount | undefined {
  const chains = appKit.stores.chains
  const namespace = chains.getState().activeNamespace
  const account = chains.getAccount(namespace)
  const network = chains.getNetwork(namespace).caipNetwork
  if (account.status !== 'connected' || !account.address || !network) return undefined
  return { namespace, network, address: account.address }
}

/** The kit's own functions behind the onramp controller. */
function onrampContextOf(appKit: AppKit): OnrampContext {
  return {
    account: () => activeAccountOf(appKit),
    watchAccount: (listener) =>
      appKit.stores.chains.subscribe((state, previous) => {
        const namespace = state.activeNamespace
        const changed =
          namespace !== previous.activeNamespace ||
          state.accounts[namespace] !== previous.accounts[namespace] ||
          state.networks[namespace] !== previous.networks[namespace]
        if (changed) listener()
      }),
    providers: () => getOnrampProviders(appKit),
    options: () => getOnrampOptions(appKit),
    quote: (request, signal) => getOnrampQuote(appKit, request, { signal }),
    checkoutUrl: (parameters) => generateOnrampUrl(appKit, parameters),
    orders: (parameters) => getOnrampOrders(appKit, parameters),
    refreshBalance: ({ namespace, network, address }) => {
      void fetchBalance(appKit, { namespace, forceUpdate: true }).catch(() => undefined)
      void getTokenBalances(appKit, { address, caipNetwork: network, forceUpdate: true }).catch(
        () => undefined,
      )
    },
    now: () => Date.now(),
  }
}

/** The kit's onramp controller: kept on the instance, released by `destroy()`. */
const onrampController = defineOwned(
  'onramp',
  (appKit: AppKit) => createOnrampController(onrampContextOf(appKit)),
  (controller) => controller.dispose(),
)

/**
 * The onramp controller of `appKit`, made on first use: one per kit, so a purchase whose checkout
 * is still open when the modal closes is still followed, and found again when Buy opens.
 * @example
 * const onramp = onrampControllerOf(appKit)
 * await onramp.open()
 */
export function onrampControllerOf(appKit: AppKit): OnrampController {
  return appKit.owned.get(onrampController)
}
