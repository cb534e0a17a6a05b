import type { AppKit } from '../AppKit.js'
import { loadBlockchainApi } from '../kernel.js'
import { isIdentityNetwork } from './isIdentityNetwork.js'

/**
 * Keeps the eip155 account's `profileName` / `profileImage` in step with its address and network
 * (SPEC section 4, account sync): looked up when a connected account or its network changes,
 * where `isIdentityNetwork` allows, and cleared otherwise, so a name never outlives the account
 * or network it was found for. Nothing is fetched before an account connects; the lookup code is
 * the Blockchain API chunk. Started by `mount()`; returns the function that stops it.
 * @example teardown.add(watchIdentity(appKit))
 */
export function watchIdentity(appKit: AppKit): () => void {
  const chains = appKit.stores.chains
  if (!chains.getState().accounts.eip155) return () => undefined
  let current: string | undefined
  let address: string | undefined
  // What this watcher last showed: a name set since by someone else (a registration) is newer
  // than any answer still on its way, and stays.
  let shown: string | undefined
  const show = (name?: string, image?: string) => {
    shown = name
    chains.setAccount('eip155', { profileName: name, profileImage: image })
  }
  const unchanged = () => chains.getAccount('eip155').profileName === shown
  const sync = () => {
    const { accounts, networks } = chains.getState()
    const account = accounts.eip155
    const network = networks.eip155?.caipNetwork
    const connected = account?.status === 'connected' && account.caipAddress && account.address
    const key = connected ? `${account.caipAddress} ${network?.caipNetworkId}` : undefined
    if (key === current) return
    // A chain the config does not list is a placeholder: whether it is a testnet is unknown.
    const listed = appKit.config.networks.some((n) => n.caipNetworkId === network?.caipNetworkId)
    const wanted = key && listed && isIdentityNetwork(network) ? account?.address : undefined
    // The identity is the address's: on a network switch it stays up while it is looked up again.
    const keep = wanted !== undefined && wanted === address
    // Set before `show()`, whose store update runs this listener again.
    current = key
    address = wanted
    if (!keep) show()
    if (!wanted || !network) return
    loadBlockchainApi()
      .then((api) => api.getIdentity(appKit, { address: wanted, caipNetwork: network }))
      .then(
        (identity) => current === key && unchanged() && show(identity?.name, identity?.avatar),
        (error: unknown) => {
          // Offline: no name; the next account or network change tries again.
          appKit.logger.warn('Could not look up the account name', error)
          if (current === key && unchanged()) show()
        },
      )
  }
  const stop = chains.subscribe(sync)
  sync()
  return () => {
    stop()
    current = undefined
  }
}
