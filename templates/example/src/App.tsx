import { Component, type ReactNode, useState } from 'react'
import {
  AppKitButton,
  AppKitNetworkButton,
  AppKitProvider,
  useAppKitAccount,
  useAppKitNetwork,
  useAppKitTheme,
} from './appkit.generated'
import { SignIn } from './SignIn'
import { TokenBalances } from './TokenBalances'
import { WalletActions } from './WalletActions'

/** What the kit's own hooks say: status, network and address. */
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

/** Switches the modal between its dark and light themes at run time. */
function ThemeToggle() {
  const { themeMode, setThemeMode } = useAppKitTheme()
  const next = themeMode === 'dark' ? 'light' : 'dark'
  return (
    <button type="button" className="theme-toggle" onClick={() => setThemeMode(next)}>
      {`${next[0]?.toUpperCase()}${next.slice(1)} modal`}
    </button>
  )
}

interface PartBoundaryProps {
  /** The part's name, as the fallback says it: 'Balances'. */
  name: string
  children: ReactNode
}

/**
 * Keeps one part's crash inside that part: it shows what stopped and a retry, while the rest of
 * the page and the wallet buttons keep working. (React itself logs the error it caught.)
 * @example <PartBoundary name="Balances"><TokenBalances /></PartBoundary>
 */
export class PartBoundary extends Component<PartBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <section role="alert" className="part-failed">
        <p>{`${this.props.name} stopped working. The rest of the page still works.`}</p>
        <button type="button" onClick={() => this.setState({ failed: false })}>
          Try again
        </button>
      </section>
    )
  }
}

/** A small real dapp: connect a wallet, see the balance, switch networks, sign and send. */
export function App() {
  return (
    <AppKitProvider>
      <ExamplePage title="appkit example" />
    </AppKitProvider>
  )
}

/**
 * The example's page inside a kit provider: the kit's buttons in the header, then its parts, each
 * behind its own boundary, and `children` as further parts (the wagmi variant adds its panel).
 * A function as `children` gets `onSent`, to say the part sent a transaction: the balances are
 * read again.
 */
export function ExamplePage({
  title,
  children,
}: {
  title: string
  children?: ReactNode | ((page: { onSent(): void }) => ReactNode)
}) {
  // The page's own sends, so the balances are read again after one (the modal's are heard there).
  const [sends, setSends] = useState(0)
  const onSent = () => setSends((count) => count + 1)
  return (
    <>
      <header className="bar">
        <h1>{title}</h1>
        <nav>
          <ThemeToggle />
          <AppKitNetworkButton />
          <AppKitButton />
        </nav>
      </header>
      <main>
        <PartBoundary name="Status">
          <Status />
        </PartBoundary>
        <PartBoundary name="Balances">
          <TokenBalances ownSends={sends} />
        </PartBoundary>
        <PartBoundary name="Wallet actions">
          <WalletActions onSent={onSent} />
        </PartBoundary>
        <PartBoundary name="Sign in">
          <SignIn />
        </PartBoundary>
        {typeof children === 'function' ? children({ onSent }) : children}
      </main>
    </>
  )
}
