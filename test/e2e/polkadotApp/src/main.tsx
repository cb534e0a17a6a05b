import { createRoot } from 'react-dom/client'
import {
  AppKitButton,
  AppKitNetworkButton,
  AppKitProvider,
  useAppKitAccount,
  useAppKitNetwork,
} from './appkit.generated'

function Status() {
  const { address, status } = useAppKitAccount()
  const { caipNetwork } = useAppKitNetwork()
  return (
    <dl>
      <dt>Status</dt>
      <dd data-testid="status">{status}</dd>
      <dt>Network</dt>
      <dd data-testid="network">{caipNetwork?.name ?? 'none'}</dd>
      <dt>Address</dt>
      <dd data-testid="address">{address ?? 'not connected'}</dd>
    </dl>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html needs an element with id "root"')
createRoot(root).render(
  <AppKitProvider>
    <nav>
      <AppKitNetworkButton />
      <AppKitButton />
    </nav>
    <Status />
  </AppKitProvider>,
)
