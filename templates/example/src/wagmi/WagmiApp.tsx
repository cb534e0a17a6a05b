import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { PartBoundary, Status } from '../App'
import { AppKitButton, AppKitNetworkButton } from '../appkit.generated'
import { AppKitWagmiProvider } from '../appkit.wagmi'
import { TokenBalances } from '../TokenBalances'
import { WalletActions } from '../WalletActions'
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
        <header className="bar">
          <h1>appkit example with wagmi</h1>
          <nav>
            <AppKitNetworkButton />
            <AppKitButton />
          </nav>
        </header>
        <main>
          <PartBoundary name="Status">
            <Status />
          </PartBoundary>
          <PartBoundary name="Balances">
            <TokenBalances />
          </PartBoundary>
          <PartBoundary name="Wallet actions">
            <WalletActions />
          </PartBoundary>
          <PartBoundary name="wagmi">
            <WagmiPanel />
          </PartBoundary>
        </main>
      </QueryClientProvider>
    </AppKitWagmiProvider>
  )
}
