import { type AppKit, BaseError } from '../core/kernel.js'

/**
 * Hands the kit instance that `AppKitProvider` creates (once per mount) to the wagmi connector,
 * which wagmi's config creates once, at module level.
 */
export interface AppKitBridge {
  /** The attached instance, if any. */
  get(): AppKit | undefined
  /** Attaches `appKit` until the returned function is called (an unmount). */
  attach(appKit: AppKit): () => void
  /** The attached instance, waiting for one at most `timeoutMs` (then WAGMI_PROVIDER_NOT_MOUNTED). */
  instance(timeoutMs?: number): Promise<AppKit>
  /** Called with the instance on every attach, and with `undefined` on detach. */
  subscribe(listener: (appKit: AppKit | undefined) => void): () => void
}

/** How long the connector waits for `AppKitProvider` to mount before it gives up. */
export const attachTimeoutMs = 10_000

/**
 * Creates the bridge between one wagmi config and the kit instance of the mounted provider.
 * @example
 * const bridge = createAppKitBridge()
 * useEffect(() => bridge.attach(appKit), [appKit])
 */
export function createAppKitBridge(): AppKitBridge {
  let current: AppKit | undefined
  const listeners = new Set<(appKit: AppKit | undefined) => void>()
  const notify = () => {
    for (const listener of [...listeners]) listener(current)
  }
  function subscribe(listener: (appKit: AppKit | undefined) => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }
  return {
    get: () => current,
    attach(appKit) {
      current = appKit
      notify()
      return () => {
        if (current !== appKit) return
        current = undefined
        notify()
      }
    },
    instance(timeoutMs = attachTimeoutMs) {
      if (current) return Promise.resolve(current)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          off()
          reject(
            new BaseError('appkit/wagmi: no <AppKitProvider> mounted', {
              code: 'WAGMI_PROVIDER_NOT_MOUNTED',
              details: `None mounted within ${timeoutMs} ms; render wagmi inside the generated AppKitWagmiProvider.`,
            }),
          )
        }, timeoutMs)
        const off = subscribe((appKit) => {
          if (!appKit) return
          clearTimeout(timer)
          off()
          resolve(appKit)
        })
      })
    },
    subscribe,
  }
}
