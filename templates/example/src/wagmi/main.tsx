import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiApp } from './WagmiApp'

// The wagmi variant of the example (wagmi.html): its own entry, so index.html loads none of wagmi.
const root = document.getElementById('root')
if (!root) throw new Error('wagmi.html needs an element with id "root"')
createRoot(root).render(
  <StrictMode>
    <WagmiApp />
  </StrictMode>,
)
