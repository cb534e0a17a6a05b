import { createRoot } from 'react-dom/client'
import { AppKitButton, AppKitProvider, useAppKitAccount } from './appkit.generated'

function Status() {
  const { status } = useAppKitAccount()
  return <p data-testid="status">{status}</p>
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html needs an element with id "root"')
createRoot(root).render(
  <AppKitProvider>
    <AppKitButton />
    <Status />
  </AppKitProvider>,
)
