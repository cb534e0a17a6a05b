import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ExamplePage, PartBoundary } from '../App'
import { AppKitWagmiProvider } from '../appkit.wagmi'
import { WagmiPanel } from './WagmiPanel'

const queryClient = new QueryClient()

/**
 * The example as a wagmi app (wagmi.html): the kit's buttons and hooks inside
 * `AppKitWagmiProvider` (the kit's provider with wagmi's, from the generated `appkit.wagmi.ts`),
 * and a panel driven by wagmi's hooks on the same connection.
 */
export function WagmiApp() {
  return (
    <AppKitWagmiProvider>
      <QueryClientProvider client={queryClient}>
        <ExamplePage title="appkit example with wagmi">
          {({ onSent }) => (
            <PartBoundary name="wagmi">
              <WagmiPanel onMined={onSent} />
            </PartBoundary>
          )}
        </ExamplePage>
      </QueryClientProvider>
    </AppKitWagmiProvider>
  )
}
