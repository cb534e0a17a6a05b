import { createContext, useContext } from 'react'
import type { AppKit } from '../core/kernel.js'

/** The instance `AppKitProvider` created, for the hooks below it. */
export const AppKitContext = createContext<AppKit | null>(null)

/** The nearest provider's instance; a clear error outside one. */
export function useAppKitInstance(): AppKit {
  const appKit = useContext(AppKitContext)
  if (!appKit) {
    throw new Error(
      'appkit hooks and components must be rendered inside <AppKitProvider> (from your appkit.generated module).',
    )
  }
  return appKit
}
