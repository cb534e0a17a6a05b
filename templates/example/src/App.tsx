import {
  AppKitButton,
  AppKitNetworkButton,
  AppKitProvider,
  useAppKitAccount,
  useAppKitNetwork,
} from './appkit.generated'
import { TokenBalances } from './TokenBalances'
import { WalletActions } from './WalletActions'

function Status() {
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

/** A small real dapp: connect a wallet, see the balance, switch networks, sign and send. */
export function App() {
  return (
    <AppKitProvider>
      <header className="bar">
        <h1>appkit example</h1>
        <nav>
          <AppKitNetworkButton />
          <AppKitButton />
        </nav>
      </header>
      <main>
        <Status />
        <TokenBalances />
        <WalletActions />
      </main>
    </AppKitProvider>
  )
}
