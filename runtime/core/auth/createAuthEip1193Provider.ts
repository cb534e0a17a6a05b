import type { Eip1193Provider, Logger } from '../kernel.js'
import { toAuthRpcError } from './AuthRpcError.js'
import { authRpcKind } from './authRpcMethods.js'

export interface AuthEip1193ProviderParameters {
  /** The logged-in user's eip155 address, once known. */
  address(): string | undefined
  /** The eip155 chain the kit is on. */
  chainId(): number | string
  /** A request the frame answers without the user (read-only ones, raw transactions). */
  send(method: string, params: unknown): Promise<unknown>
  /** A request that needs the user, through the ApproveTransaction view. */
  approve(method: string, params: unknown): Promise<unknown>
  /** A method the embedded wallet does not serve: rejects with 4200. */
  refuse(method: string): Promise<never>
  logger: Logger
}

/** The embedded wallet's EIP-1193 provider, and how the wallet tells its listeners of a change. */
export interface AuthEip1193Provider {
  /** What apps get: `request`, `on`, `removeListener`. */
  readonly provider: Eip1193Provider
  /** Calls each listener of `event` with `value`; one that throws is logged, the rest still run. */
  emit(event: 'accountsChanged' | 'chainChanged', value: unknown): void
}

/**
 * The provider apps get from `useAppKitProvider('eip155')` for an email login: accounts and the
 * chain id are answered from what the kit knows; other methods are routed by SPEC section 6's
 * lists (read-only ones straight to the frame, signing and sending through the approval, anything
 * else refused with 'Requested RPC call is not allowed'). Rejections are `AuthRpcError`s.
 * @example const { provider, emit } = createAuthEip1193Provider({ address, chainId, send, approve, refuse, logger })
 */
export function createAuthEip1193Provider(
  parameters: AuthEip1193ProviderParameters,
): AuthEip1193Provider {
  const listeners = new Map<string, Set<(...args: never[]) => void>>()
  const provider: Eip1193Provider = {
    async request({ method, params }) {
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') {
        const address = parameters.address()
        return address ? [address] : []
      }
      if (method === 'eth_chainId') return `0x${Number(parameters.chainId()).toString(16)}`
      const kind = authRpcKind(method)
      if (kind === 'refused') return parameters.refuse(method)
      if (kind === 'approval') return parameters.approve(method, params)
      try {
        return await parameters.send(method, params)
      } catch (error) {
        throw toAuthRpcError(error)
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
  return {
    provider,
    emit(event, value) {
      for (const listener of listeners.get(event) ?? []) {
        try {
          ;(listener as (value: unknown) => void)(value)
        } catch (error) {
          parameters.logger.error(`A listener of the embedded wallet's "${event}" threw`, error)
        }
      }
    },
  }
}
