import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { AppContent, PartBoundary } from '../App'
import { AppKitWagmiProvider } from '../appkit.wagmi'
import { WagmiPanel } from './WagmiPanel'

const queryClient = new QueryClient()

/**
 * The example as a wagmi app: the same page inside `AppKitWagmiProvider` (the kit's provider with
 * wagmi's, from the generated `appkit.wagmi.ts`), plus a panel driven by wagmi's hooks.
 */
export function WagmiApp() {
  return (
    <AppKitWagmiProvider>
      <QueryClientProvider client={queryClient}>
        <AppContent>
          <PartBoundary name="wagmi">
            <WagmiPanel />
          </PartBoundary>
        </AppContent>
      </QueryClientProvider>
    </AppKitWagmiProvider>
  )
}
