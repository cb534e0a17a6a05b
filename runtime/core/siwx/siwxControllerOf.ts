import type { CaipNetworkId } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import { getRpcClient } from '../rpc/getRpcClient.js'
import { createBrowserSiwxSessions } from './createBrowserSiwxSessions.js'
import { createServerSiwxSessions } from './createServerSiwxSessions.js'
import { createSiwxController, type SiwxController } from './createSiwxController.js'
import type { SiwxSessionBackend } from './SiwxSessionBackend.js'
import type { VerifySiwxMessageParameters } from './verifySiwxMessage.js'

const controllers = new WeakMap<AppKit, SiwxController>()

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
  if (endpoint) {
    const base = globalThis.location?.href ?? appKit.config.metadata.url
    return createServerSiwxSessions({ endpoint: new URL(endpoint, base).href })
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
  return createBrowserSiwxSessions({ storage: appKit.storage, ...pageOf(), publicClientFor })
}

/**
 * The sign-in controller of `appKit`, made on first use: sessions on the app's server when the
 * config names `siwx.endpoint`, else in the browser.
 * @example await siwxControllerOf(appKit).signIn()
 */
export function siwxControllerOf(appKit: AppKit): SiwxController {
  let controller = controllers.get(appKit)
  if (!controller) {
    controller = createSiwxController(appKit, backendOf(appKit), pageOf())
    controllers.set(appKit, controller)
  }
  return controller
}
