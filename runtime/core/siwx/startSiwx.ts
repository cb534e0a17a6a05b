import type { ChainNamespace } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import { isSameAccount } from '../kernel.js'
import type { SiwxController } from './createSiwxController.js'
import { isSiwxNamespace } from './isSiwxNamespace.js'
import { parseRfc3339DateTime } from './parseRfc3339DateTime.js'
import { siwxControllerOf } from './siwxControllerOf.js'

// setTimeout's longest delay; a later expiry is checked again when this one fires.
const maxTimerMs = 2_147_483_647

/**
 * Keeps sign-in in step with the connection, from mount until the kit is destroyed (SPEC section
 * 4): a connected account or a new network is checked for a session (and asked to sign in when it
 * has none); an account switched in the wallet ends the old account's session, never keeps it
 * silently, nor one switched before this watcher started (another account's session ends when an
 * account arrives); a disconnect ends it too (`signOutOnDisconnect`); a session is dropped, and
 * the user asked again, when its expiration time comes. Drives the kit's own controller unless
 * given one. Returns the stop function.
 * @example teardown.add(startSiwx(appKit))
 */
export function startSiwx(
  appKit: AppKit,
  controller: SiwxController = siwxControllerOf(appKit),
): () => void {
  const { chains, siwx } = appKit.stores
  const log = (error: unknown) => appKit.logger.warn('Sign-in could not end a session', error)
  const addresses = new Map<ChainNamespace, string>()
  let lastKey: string | undefined
  let expiryTimer: ReturnType<typeof setTimeout> | undefined

  function onChains(): void {
    const state = chains.getState()
    for (const namespace of state.namespaces) {
      const account = chains.getAccount(namespace)
      if (account.status === 'connecting') continue
      const previous = addresses.get(namespace)
      const address = account.status === 'connected' ? account.address : undefined
      if (previous && address && !isSameAccount(previous, address)) {
        controller.signOut('account-changed', previous).catch(log)
      } else if (previous && !address && appKit.config.siwx?.signOutOnDisconnect !== false) {
        controller.signOut('disconnect', previous).catch(log)
      } else if (!previous && address && isSiwxNamespace(namespace)) {
        // Arrived unseen: a switch made before this watcher ran (or a session that outlived a
        // disconnect) leaves another account's session, which must not stand for this one. A
        // namespace that never signs in holds no session to end (and costs the server no look-up).
        controller.signOutOthers(namespace, address).catch(log)
      }
      if (address) addresses.set(namespace, address)
      else addresses.delete(namespace)
    }
    const active = chains.getAccount(state.activeNamespace)
    if (active.status === 'connecting') return
    const network = chains.getNetwork(state.activeNamespace).caipNetwork
    const key = active.address ? `${network?.caipNetworkId}|${active.address}` : undefined
    if (key === lastKey) return
    lastKey = key
    void controller.evaluate()
  }

  function onSession(): void {
    clearTimeout(expiryTimer)
    expiryTimer = undefined
    const { session } = siwx.getState()
    const expiry = session?.data.expirationTime
    if (expiry === undefined) return
    const at = parseRfc3339DateTime(expiry) ?? 0
    const wait = Math.max(0, at - Date.now())
    expiryTimer = setTimeout(
      () => {
        if (siwx.getState().session !== session) return
        if (Date.now() < at) onSession()
        else void controller.expire()
      },
      Math.min(wait, maxTimerMs),
    )
  }

  const offChains = chains.subscribe(onChains)
  const offSession = siwx.subscribe(onSession)
  onChains()
  // A session found before this watcher started (connect() looks it up first) expires too.
  onSession()
  return () => {
    offChains()
    offSession()
    clearTimeout(expiryTimer)
  }
}
