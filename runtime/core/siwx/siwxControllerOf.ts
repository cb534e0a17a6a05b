import type { CaipNetworkId } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import { defineOwned } from '../kernel.js'
import { getRpcClient } from '../rpc/getRpcClient.js'
import { createBrowserSiwxSessions } from './createBrowserSiwxSessions.js'
import { createServerSiwxSessions } from './createServerSiwxSessions.js'
import { createSiwxController, type SiwxController } from './createSiwxController.js'
import type { SiwxSessionBackend } from './SiwxSessionBackend.js'
import { siwxChainsOf } from './siwxChainsOf.js'
import type { VerifySiwxMessageParameters } from './verifySiwxMessageWith.js'

/** The page the messages name: its host (the domain) and origin (the URI). */
function pageOf(): { domain: string; uri: string; scheme: string } {
  const location = globalThis.location
  if (!location) return { domain: '', uri: '', scheme: 'https' }
  return {
    domain: location.host,
    uri: location.origin,
    scheme: location.protocol.replace(/:$/, ''),
  }
}

function backendOf(appKit: AppKit): SiwxSessionBackend {
  const endpoint = appKit.config.siwx?.endpoint
  const chains = () => siwxChainsOf(appKit)
  if (endpoint) {
    const base = globalThis.location?.href ?? appKit.config.metadata.url
    return createServerSiwxSessions({ endpoint: new URL(endpoint, base).href, chains })
  }
  const publicClientFor = (
    caipNetworkId: CaipNetworkId,
  ): VerifySiwxMessageParameters['publicClient'] => {
    const network = appKit.config.networks.find((each) => each.caipNetworkId === caipNetworkId)
    if (network?.chainNamespace !== 'eip155' || network.rpcUrls.default.http.length === 0) {
      return undefined
    }
    const client = getRpcClient(appKit, network)
    return {
      chain: { id: Number(network.id) },
      getChainId: async () => Number(network.id),
      verifyMessage: async (args) => {
        const { verifyMessage } = await import('viem/actions')
        return verifyMessage(client, args)
      },
    }
  }
  return createBrowserSiwxSessions({
    storage: appKit.storage,
    ...pageOf(),
    publicClientFor,
    chains,
  })
}

/**
 * The kit's sign-in controller: sessions on the app's server when the config names
 * `siwx.endpoint`, else in the browser. Nothing to release at `destroy()`: it holds no timer or
 * listener (the watcher that drives it, `startSiwx`, is stopped by `destroy()`), and its requests
 * are bounded (a revoke in flight should still reach the server). A test gives a kit its own
 * with `appKit.owned.provide(siwxController, controller)` before the kit first asks.
 */
export const siwxController = defineOwned<SiwxController, AppKit>('sign-in controller', (appKit) =>
  createSiwxController(appKit, backendOf(appKit), pageOf()),
)

/**
 * The sign-in controller of `appKit`, made on first use.
 * @example await siwxControllerOf(appKit).signIn()
 */
export function siwxControllerOf(appKit: AppKit): SiwxController {
  return appKit.owned.get(siwxController)
}
