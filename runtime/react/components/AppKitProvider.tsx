import { type ReactNode, useState } from 'react'
import type { NormalizedConfig } from '../../../schema/index.js'
import { type AppKit, type CreateAppKitOptions, createAppKit } from '../../core/kernel.js'
import { AppKitContext } from '../AppKitContext.js'
import { AppKitUiContext, createAppKitUi } from '../AppKitUiContext.js'
import { BodyModalHost } from '../modal/BodyModalHost.js'
import { useIsomorphicLayoutEffect } from '../modal/useIsomorphicLayoutEffect.js'
import { useReleaseOnUnmount } from './useReleaseOnUnmount.js'
import { watchAlerts } from './watchAlerts.js'
import { watchSiwxMessages } from './watchSiwxMessages.js'

export interface AppKitProviderProps {
  children?: ReactNode
}

/**
 * The provider component bound to one config: creates the instance once per mount (on the server
 * too, with storage in memory; building has no side effects), starts it from an effect (restoring
 * the stored connection after hydration), mounts the modal (appended to `document.body` after hydration,
 * unless `embedded` or `disableAppend` asks for `<AppKitModal />` instead) and releases both on
 * unmount. Nothing touches `document` during render, so server rendering is safe.
 * @example
 * const AppKitProvider = createAppKitProvider(config)
 * <AppKitProvider><App /></AppKitProvider>
 */
export function createAppKitProvider(config: NormalizedConfig, options: CreateAppKitOptions = {}) {
  const appendsHost = !config.disableAppend && !config.embedded
  // biome-ignore lint/correctness/noComponentHookFactories: called once per generated module at its top level (binding the config), never during a render
  return function AppKitProvider({ children }: AppKitProviderProps) {
    const [appKit] = useState<AppKit>(() =>
      createAppKit(config, typeof window === 'undefined' ? { ...options, storage: null } : options),
    )
    const [ui] = useState(() => createAppKitUi({ appendsHost }))
    // After hydration, never during a render (the first client render matches the server's), and
    // before the first paint, so the network chosen last shows from the first frame.
    useIsomorphicLayoutEffect(() => appKit.mount(), [appKit])
    // Sign-in failures may come while no view shows them (a session look-up at reload): the
    // snackbar says what happened (SPEC section 4's words).
    useIsomorphicLayoutEffect(() => watchSiwxMessages(appKit, ui.snackbar), [appKit, ui])
    // SPEC section 8's alerts (a stored email login that expired, say) may come before the
    // modal's code: collected from now, shown in the card or as toasts once it is in.
    useIsomorphicLayoutEffect(() => watchAlerts(appKit), [appKit])
    useReleaseOnUnmount(() => {
      appKit.destroy()
      ui.dispose()
    })
    return (
      <AppKitContext.Provider value={appKit}>
        <AppKitUiContext.Provider value={ui}>
          {children}
          {appendsHost ? <BodyModalHost /> : null}
        </AppKitUiContext.Provider>
      </AppKitContext.Provider>
    )
  }
}
