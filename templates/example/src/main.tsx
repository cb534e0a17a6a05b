import { type ReactNode, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'

const root = document.getElementById('root')
if (!root) throw new Error('index.html needs an element with id "root"')
const render = (app: ReactNode) => createRoot(root).render(<StrictMode>{app}</StrictMode>)
// The wagmi variant (open /#wagmi) is its own chunk: the default page loads none of wagmi.
if (location.hash === '#wagmi') {
  void import('./wagmi/WagmiApp').then(({ WagmiApp }) => render(<WagmiApp />))
} else {
  render(<App />)
}
