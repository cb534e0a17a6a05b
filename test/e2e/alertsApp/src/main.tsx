import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import {
  AppKitButton,
  type AppKitNetworkId,
  AppKitProvider,
  useAppKitAccount,
  useAppKitNetwork,
} from './appkit.generated'

/** A network this app does not configure: an id kept from an older config, say. */
const unlisted = 'eip155:999999' as AppKitNetworkId

function UnlistedNetworkButton() {
  const { switchNetwork } = useAppKitNetwork()
  const [error, setError] = useState('')
  return (
    <>
      <button
        type="button"
        onClick={() =>
          switchNetwork(unlisted).catch((caught: unknown) =>
            setError(caught instanceof Error ? caught.name : String(caught)),
          )
        }
      >
        Switch to an unlisted network
      </button>
      <output data-testid="switch-error">{error}</output>
    </>
  )
}

function Status() {
  const { status } = useAppKitAccount()
  return <p data-testid="status">{status}</p>
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html needs an element with id "root"')
createRoot(root).render(
  <AppKitProvider>
    <AppKitButton />
    <UnlistedNetworkButton />
    <Status />
  </AppKitProvider>,
)
