type Listener = (...args: unknown[]) => void

/** The event half of an EIP-1193 provider. */
export interface ProviderEvents {
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
  emit(event: string, value: unknown): void
}

/**
 * Listeners for `connect`, `disconnect`, `accountsChanged` and `chainChanged`. A listener that
 * throws is reported (as an uncaught error) without keeping the others from hearing the event or
 * failing the request that caused it.
 * @example
 * const events = createProviderEvents()
 * events.on('chainChanged', (chainId) => console.log(chainId))
 * events.emit('chainChanged', '0x7a6a')
 */
export function createProviderEvents(): ProviderEvents {
  const listeners = new Map<string, Set<Listener>>()
  return {
    on(event, listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, value) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(value)
        } catch (error) {
          queueMicrotask(() => {
            throw error
          })
        }
      }
    },
  }
}
