import type { AppKit } from '../AppKit.js'
import {
  forgetAccountNames,
  getNameRecord,
  getNameSuggestions,
  registerName,
} from '../blockchainApi/index.js'
import { defineOwned, isIdentityNetwork } from '../kernel.js'
import { signSiwxMessage } from '../siwx/signSiwxMessage.js'
import { createNameRegistration, type NameRegistration } from './createNameRegistration.js'
import type { NameAccount, NameRegistrationContext } from './NameRegistrationContext.js'

/** The active namespace's connected account and its network, when there is one. */
function activeAccountOf(appKit: AppKit): NameAccount | undefined {
  const chains = appKit.stores.chains
  const namespace = chains.getState().activeNamespace
  const account = chains.getAccount(namespace)
  const network = chains.getNetwork(namespace).caipNetwork
  if (account.status !== 'connected' || !account.address || !network) return undefined
  return { namespace, network, address: account.address }
}

const sameAccount = (a: NameAccount | undefined, b: NameAccount) =>
  a?.network.caipNetworkId === b.network.caipNetworkId &&
  a.address.toLowerCase() === b.address.toLowerCase()

/**
 * `personal_sign` by the wallet connected on eip155, as sign-in asks it (the EVM adapter's
 * signing rule over the namespace's live provider: injected, WalletConnect or the embedded
 * wallet, whose approval screen the modal shows).
 */
async function signWithWallet(appKit: AppKit, address: string, message: string): Promise<string> {
  const eip155 = await appKit.adapters.get('eip155')?.siwx?.()
  return signSiwxMessage(appKit, eip155 ? { eip155 } : {}, 'eip155', address, message)
}

/** The kit's own functions behind the registration controller. */
function nameRegistrationContextOf(appKit: AppKit): NameRegistrationContext {
  return {
    account: () => activeAccountOf(appKit),
    watchAccount: (listener) =>
      appKit.stores.chains.subscribe((state, previous) => {
        const namespace = state.activeNamespace
        const changed =
          namespace !== previous.activeNamespace ||
          state.accounts[namespace]?.address !== previous.accounts[namespace]?.address ||
          state.accounts[namespace]?.status !== previous.accounts[namespace]?.status ||
          state.networks[namespace] !== previous.networks[namespace]
        if (changed) listener()
      }),
    isIdentityNetwork: (network) => isIdentityNetwork(network),
    suggestions: (label, signal) => getNameSuggestions(appKit, label, { signal }),
    nameRecord: (name, signal) => getNameRecord(appKit, name, { signal }),
    sign: (_account, address, message) => signWithWallet(appKit, address, message),
    register: (body) => registerName(appKit, body),
    registered(account, name) {
      forgetAccountNames(appKit, account.address)
      // Shown at once: the identity look-up would find it too, but only on the next sync.
      if (sameAccount(activeAccountOf(appKit), account)) {
        appKit.stores.chains.setAccount(account.namespace, { profileName: name })
      }
    },
    showSuccess() {
      const { router, stores } = appKit
      if (!stores.modal.getState().open) return
      if (router.getState().current.view !== 'RegisterAccountName') return
      router.replace({ view: 'RegisterAccountNameSuccess' })
    },
    now: () => Date.now(),
  }
}

/** The kit's registration controller: kept on the instance, released by `destroy()`. */
const nameRegistration = defineOwned(
  'name registration',
  (appKit: AppKit) => createNameRegistration(nameRegistrationContextOf(appKit)),
  (controller) => controller.dispose(),
)

/**
 * The name registration of `appKit`, made on first use: one per kit, so a registration the
 * wallet is still signing when the modal closes still ends, and is found again when the view
 * opens.
 * @example
 * const names = nameRegistrationOf(appKit)
 * names.open()
 * names.setText('alice')
 */
export function nameRegistrationOf(appKit: AppKit): NameRegistration {
  return appKit.owned.get(nameRegistration)
}
