import type { ChainNamespace } from '../../../schema/index.js'
import type { AppKit } from '../kernel.js'
import type { AuthConnector } from './AuthConnector.js'
import type { EmbeddedWalletSide, EmbeddedWalletSideParameters } from './EmbeddedWalletSide.js'

export interface EmbeddedSidesParameters
  extends Pick<EmbeddedWalletSideParameters, 'primary' | 'request' | 'getWalletInfo'> {
  /** A request through the approval view, in `namespace` on the network `chain()` names. */
  approve(
    method: string,
    params: Record<string, unknown>,
    namespace: ChainNamespace,
    chain: () => string,
  ): Promise<unknown>
}

export interface EmbeddedSides {
  /** The configured namespaces beside eip155 whose chain adapters give the login a side. */
  readonly namespaces: readonly ChainNamespace[]
  /** The login's connector in `namespace` (the primary one on eip155), its side made on first use. */
  sideOf(namespace: ChainNamespace): Promise<AuthConnector | undefined>
  /** The login ended: every side made forgets its account. */
  forget(): void
  /** The login moved to another email. */
  renameEmail(email: string): void
}

/**
 * The embedded wallet's sides beside its eip155 connector: one per configured namespace whose
 * chain adapter has `embeddedWallet` (Solana's), its code loaded when the login is first asked
 * for it (`forNamespace`), so an app without that adapter carries none of it. A side whose code
 * did not load (offline) is loaded again on the next ask.
 * @example const sides = createEmbeddedSides(appKit, { primary, request, getWalletInfo, approve })
 */
export function createEmbeddedSides(
  appKit: Pick<AppKit, 'config' | 'adapters' | 'stores'>,
  parameters: EmbeddedSidesParameters,
): EmbeddedSides {
  const configured = new Set(appKit.config.networks.map((network) => network.chainNamespace))
  const namespaces = [...configured].filter(
    (namespace) => namespace !== 'eip155' && appKit.adapters.get(namespace)?.embeddedWallet,
  )
  const loading = new Map<ChainNamespace, Promise<EmbeddedWalletSide>>()
  const made = new Set<EmbeddedWalletSide>()

  function load(namespace: ChainNamespace): Promise<EmbeddedWalletSide> | undefined {
    const known = loading.get(namespace)
    if (known) return known
    const embeddedWallet = namespaces.includes(namespace)
      ? appKit.adapters.get(namespace)?.embeddedWallet
      : undefined
    if (!embeddedWallet) return undefined
    // Requests name the namespace's network by CAIP-2 id, as the frame protocol says.
    const chain = () =>
      appKit.stores.chains.getNetwork(namespace).caipNetwork?.caipNetworkId ?? `${namespace}:`
    const side = embeddedWallet().then(
      (wallet) => {
        const created = wallet.createSide({
          primary: parameters.primary,
          request: parameters.request,
          approve: (method, params) => parameters.approve(method, params, namespace, chain),
          chain,
          getWalletInfo: parameters.getWalletInfo,
          sideOf,
        })
        made.add(created)
        return created
      },
      (error: unknown) => {
        loading.delete(namespace) // offline: the next ask fetches the chunk again
        throw error
      },
    )
    loading.set(namespace, side)
    return side
  }

  async function sideOf(namespace: ChainNamespace): Promise<AuthConnector | undefined> {
    if (namespace === 'eip155') return parameters.primary
    return (await load(namespace))?.connector
  }

  return {
    namespaces,
    sideOf,
    forget() {
      for (const side of made) side.forget()
    },
    renameEmail(email) {
      for (const side of made) side.renameEmail(email)
    },
  }
}
