import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { PartBoundary } from '../App'
import {
  AppKitButton,
  AppKitNetworkButton,
  useAppKitAccount,
  useAppKitNetwork,
} from '../appkit.generated'
import { AppKitWagmiProvider } from '../appkit.wagmi'
import { TokenBalances } from '../TokenBalances'
import { WalletActions } from '../WalletActions'
import { WagmiPanel } from './WagmiPanel'

const queryClient = new QueryClient()

/** What the kit's own hooks say, next to what wagmi's say (the panel). */
function KitStatus() {
  const { address, isConnected, status } = useAppKitAccount()
  const { caipNetwork } = useAppKitNetwork()
  return (
    <dl className="status">
      <dt>Status</dt>
      <dd data-testid="status">{status}</dd>
      <dt>Network</dt>
      <dd data-testid="network">{caipNetwork?.name ?? 'none'}</dd>
      <dt>Address</dt>
      <dd data-testid="address">{isConnected ? address : 'not connected'}</dd>
    </dl>
  )
}

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
            <KitStatus />
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
