import { useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import {
  AppKitButton,
  AppKitNetworkButton,
  AppKitProvider,
  useAppKitAccount,
  useAppKitNetwork,
  useAppKitTheme,
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

// `?theme=light` shows the modal in its light theme, for the screenshots.
function ThemeFromUrl() {
  const { setThemeMode } = useAppKitTheme()
  useEffect(() => {
    if (new URLSearchParams(location.search).get('theme') === 'light') setThemeMode('light')
  }, [setThemeMode])
  return null
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html needs an element with id "root"')
createRoot(root).render(
  <AppKitProvider>
    <ThemeFromUrl />
    <nav>
      <AppKitNetworkButton />
      <AppKitButton />
    </nav>
    <Status />
  </AppKitProvider>,
)
