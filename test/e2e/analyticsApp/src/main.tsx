import { useAppKitInstance } from 'appkit/react'
import { createRoot } from 'react-dom/client'
import {
  AppKitButton,
  AppKitNetworkButton,
  AppKitProvider,
  useAppKitAccount,
  useAppKitNetwork,
} from './appkit.generated'

function Status() {
  const { status } = useAppKitAccount()
  const { caipNetwork } = useAppKitNetwork()
  return (
    <dl>
      <dt>Status</dt>
      <dd data-testid="status">{status}</dd>
      <dt>Network</dt>
      <dd data-testid="network">{caipNetwork?.name ?? 'none'}</dd>
    </dl>
  )
}

/**
 * An error storm: 100 errors through the kit's own logger in one go, each carrying the page's
 * address (query and fragment included) in its message, as a careless error might.
 */
function ErrorStorm() {
  const appKit = useAppKitInstance()
  const storm = () => {
    for (let n = 0; n < 100; n++) {
      appKit.logger.error(`Storm ${n}`, new Error(`storm ${n} on ${window.location.href}`))
    }
  }
  return (
    <button type="button" onClick={storm}>
      Raise 100 kit errors
    </button>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html needs an element with id "root"')
createRoot(root).render(
  <AppKitProvider>
    <AppKitButton />
    <AppKitNetworkButton />
    <Status />
    <ErrorStorm />
  </AppKitProvider>,
)
