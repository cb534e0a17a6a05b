import { useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import {
  AppKitButton,
  AppKitNetworkButton,
  AppKitProvider,
  useAppKitAccount,
  useAppKitNetwork,
  useAppKitSiwx,
  useAppKitTheme,
} from './appkit.generated'

function Status() {
  const { address, status, isSignedIn } = useAppKitAccount()
  const { caipNetwork } = useAppKitNetwork()
  const siwx = useAppKitSiwx()
  return (
    <>
      <dl>
        <dt>Status</dt>
        <dd data-testid="status">{status}</dd>
        <dt>Network</dt>
        <dd data-testid="network">{caipNetwork?.name ?? 'none'}</dd>
        <dt>Address</dt>
        <dd data-testid="address">{address ?? 'not connected'}</dd>
        <dt>Signed in</dt>
        <dd data-testid="signed-in">{isSignedIn ? 'yes' : 'no'}</dd>
        <dt>Sign-in status</dt>
        <dd data-testid="siwx-status">{siwx.status}</dd>
        <dt>Session</dt>
        <dd data-testid="session">
          {siwx.session ? `${siwx.session.caipNetworkId} ${siwx.session.address}` : 'none'}
        </dd>
      </dl>
      <pre data-testid="session-message">{siwx.session?.message ?? ''}</pre>
      <pre data-testid="session-signature">{siwx.session?.signature ?? ''}</pre>
      <button type="button" onClick={() => void siwx.signOut()}>
        Sign out
      </button>
    </>
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
