import type { CreateConnectorFn } from '@wagmi/core'
import type { Address } from 'viem'
import {
  type AppKit,
  BaseError,
  disconnect,
  type Eip1193Provider,
  raiseAlert,
  SwitchNetworkNotFoundError,
  switchNetwork,
} from '../core/kernel.js'
import type { AppKitBridge } from './createAppKitBridge.js'
import { createKitProvider } from './createKitProvider.js'
import { type KitEvmState, readKitEvmState } from './kitState.js'
import { closedWithoutWallet, toWagmiError } from './toWagmiError.js'

/** The id wagmi knows the kit's connector by (`useConnection().connector.id`). */
export const appKitConnectorId = 'appKit'

/** Switches the kit's network; a user's "no" surfaces as viem's `UserRejectedRequestError`. */
async function switchKitNetwork(appKit: AppKit, chainId: number): Promise<void> {
  try {
    await switchNetwork(appKit, { caipNetworkId: `eip155:${chainId}` })
  } catch (error) {
    throw toWagmiError(error)
  }
}

/** Opens the modal and waits until an EVM account is connected, or the modal closes without one. */
function connectThroughModal(appKit: AppKit): Promise<KitEvmState> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const state = readKitEvmState(appKit)
      if (state.connected) {
        stop()
        resolve(state)
      } else if (!appKit.stores.modal.getState().open) {
        stop()
        reject(closedWithoutWallet())
      }
    }
    const offChains = appKit.stores.chains.subscribe(check)
    const offModal = appKit.stores.modal.subscribe(check)
    const stop = () => {
      offChains()
      offModal()
    }
    appKit.open().catch((error: unknown) => {
      stop()
      reject(toWagmiError(error))
    })
  })
}

/**
 * A wagmi connector over the kit's connection: whatever connected the EVM account in the kit
 * (browser wallet, WalletConnect, embedded wallet), wagmi sees its account and chain, and the
 * kit's connect, account change, network switch and disconnect become wagmi's `connect`,
 * `change` and `disconnect` events. wagmi's `connect` opens the modal; its `switchChain` and
 * `disconnect` go through the kit's own actions (and its modal). A user's "no" (the modal closed
 * without a wallet, a declined switch) rejects with viem's `UserRejectedRequestError`, as wagmi's
 * own connectors do; other failures with the kit's coded errors (docs/errors/README.md).
 * @example createConfig({ chains, transports, connectors: [appKitConnector(bridge)] })
 */
export function appKitConnector(
  bridge: AppKitBridge,
): CreateConnectorFn<Eip1193Provider, { resync(): void }> {
  return (config) => {
    const provider = createKitProvider(bridge)
    let last: KitEvmState = { connected: false, address: undefined, chainId: undefined }
    // While wagmi's own connect/disconnect runs, it updates its state itself.
    let quiet = false
    let unfollow: (() => void) | undefined

    function publish(next: KitEvmState): void {
      const previous = last
      last = next
      if (quiet) return
      if (!previous.connected && next.connected && next.address && next.chainId !== undefined) {
        config.emitter.emit('connect', { accounts: [next.address], chainId: next.chainId })
      } else if (previous.connected && !next.connected) {
        config.emitter.emit('disconnect')
      } else if (next.connected) {
        if (next.address && next.address !== previous.address) {
          config.emitter.emit('change', { accounts: [next.address] })
        }
        if (next.chainId !== undefined && next.chainId !== previous.chainId) {
          config.emitter.emit('change', { chainId: next.chainId })
        }
      }
    }

    function follow(appKit: AppKit | undefined): void {
      unfollow?.()
      unfollow = undefined
      if (!appKit) {
        publish({ connected: false, address: undefined, chainId: undefined })
        return
      }
      publish(readKitEvmState(appKit))
      unfollow = appKit.stores.chains.subscribe(() => publish(readKitEvmState(appKit)))
    }

    async function withQuiet<T>(run: () => Promise<T>): Promise<T> {
      quiet = true
      try {
        return await run()
      } finally {
        quiet = false
      }
    }

    return {
      /**
       * Tells wagmi again about a kit connection it may have ignored: wagmi drops `connect`
       * events while it is connecting or reconnecting itself (a wallet connected in the modal
       * during wagmi's reconnect on mount).
       */
      resync() {
        const appKit = bridge.get()
        if (!appKit || quiet) return
        const state = readKitEvmState(appKit)
        last = state
        if (state.connected && state.address && state.chainId !== undefined) {
          config.emitter.emit('connect', { accounts: [state.address], chainId: state.chainId })
        }
      },
      id: appKitConnectorId,
      name: 'AppKit',
      type: 'appKit',
      async setup() {
        bridge.subscribe(follow)
        follow(bridge.get())
      },
      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        const appKit = await bridge.instance()
        const state = await withQuiet(async () => {
          await appKit.ready
          const now = readKitEvmState(appKit)
          if (now.connected) return now
          // wagmi's reconnect drops a connector that throws here: nothing to reconnect to.
          if (isReconnecting) {
            throw new BaseError('No account is connected.', {
              code: 'NOT_CONNECTED',
              details: 'The kit has no EVM account for wagmi to reconnect to.',
            })
          }
          return connectThroughModal(appKit)
        })
        last = state
        let connectedChainId = state.chainId ?? config.chains[0].id
        if (chainId !== undefined && chainId !== connectedChainId) {
          await switchKitNetwork(appKit, chainId)
          connectedChainId = chainId
          last = readKitEvmState(appKit)
        }
        const accounts = state.address ? [state.address] : []
        return {
          accounts: (withCapabilities
            ? accounts.map((address) => ({ address, capabilities: {} }))
            : accounts) as never,
          chainId: connectedChainId,
        }
      },
      async disconnect() {
        const appKit = bridge.get()
        if (!appKit) return
        await withQuiet(() => disconnect(appKit, { namespace: 'eip155' }))
        last = readKitEvmState(appKit)
      },
      async getAccounts(): Promise<readonly Address[]> {
        const appKit = bridge.get()
        const state = appKit ? readKitEvmState(appKit) : last
        return state.connected && state.address ? [state.address] : []
      },
      async getChainId() {
        const appKit = bridge.get()
        return (appKit ? readKitEvmState(appKit).chainId : last.chainId) ?? config.chains[0].id
      },
      async getProvider() {
        return provider
      },
      async isAuthorized() {
        const appKit = await bridge.instance().catch(() => undefined)
        if (!appKit) return false
        await appKit.ready
        return readKitEvmState(appKit).connected
      },
      async switchChain({ chainId }) {
        const chain = config.chains.find((candidate) => candidate.id === chainId)
        // Checked first: the kit must not move to a chain wagmi cannot follow.
        if (!chain) {
          // SPEC section 4: as the kit's own switchNetwork does, the visitor sees why.
          const appKit = await bridge.instance().catch(() => undefined)
          if (appKit) raiseAlert(appKit, 'SWITCH_NETWORK_NOT_FOUND')
          throw new SwitchNetworkNotFoundError({
            caipNetworkId: `eip155:${chainId}`,
            configured: config.chains.map((each) => `eip155:${each.id}` as const),
          })
        }
        const appKit = await bridge.instance()
        await switchKitNetwork(appKit, chainId)
        return chain
      },
      // The kit follows the wallet's events and reports them through its stores (see `follow`).
      onAccountsChanged() {},
      onChainChanged() {},
      onDisconnect() {},
    }
  }
}
