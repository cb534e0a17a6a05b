import { createRoot } from 'react-dom/client'
import { AppKitButton, AppKitProvider, useAppKitAccount } from './appkit.generated'

function Status() {
  const { address, status } = useAppKitAccount()
  return (
    <dl>
      <dt>Status</dt>
      <dd data-testid="status">{status}</dd>
      <dt>Address</dt>
      <dd data-testid="address">{address ?? 'not connected'}</dd>
    </dl>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html needs an element with id "root"')
createRoot(root).render(
  <AppKitProvider>
    <AppKitButton />
    <Status />
  </AppKitProvider>,
)
