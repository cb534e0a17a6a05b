import { defineConfig } from 'appkit/config'

// A dapp on EVM networks only with sign-in (SIWX): a WalletConnect pairing signs in at once
// (one-click authentication), for the end-to-end test of that path.
export default defineConfig({
  projectId: '0123456789abcdef0123456789abcdef',
  metadata: { name: 'siwx walletconnect dapp', url: 'http://127.0.0.1:5173', icons: [] },
  networks: ['localhost'],
  siwx: { statement: 'Sign in to the siwx walletconnect dapp.' },
  output: 'src/appkit.generated.tsx',
})
