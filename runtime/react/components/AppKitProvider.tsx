import { type ReactNode, useEffect, useState } from 'react'
import type { NormalizedConfig } from '../../../schema/index.js'
import { type AppKit, type CreateAppKitOptions, createAppKit } from '../../core/index.js'
import { AppKitContext } from '../AppKitContext.js'

export interface AppKitProviderProps {
  children?: ReactNode
}

/**
 * The provider component bound to one config: creates the instance once per mount (on the server
 * too, with storage in memory) and releases it on unmount.
 */
export function createAppKitProvider(config: NormalizedConfig, options: CreateAppKitOptions = {}) {
  return function AppKitProvider({ children }: AppKitProviderProps) {
    const [appKit] = useState<AppKit>(() =>
      createAppKit(config, typeof window === 'undefined' ? { ...options, storage: null } : options),
    )
    useEffect(() => () => appKit.destroy(), [appKit])
    return <AppKitContext.Provider value={appKit}>{children}</AppKitContext.Provider>
  }
}
