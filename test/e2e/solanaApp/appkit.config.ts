import { defineConfig } from 'appkit/config'

// A dapp with only a Solana network, for the end-to-end test of a Solana-only app: `appkit dev`
// adds the local validator as Solana Localnet and the Sandbox Wallet is listed for Solana alone.
export default defineConfig({
  projectId: '0123456789abcdef0123456789abcdef',
  metadata: { name: 'solana test dapp', url: 'http://localhost:5173', icons: [] },
  networks: ['solana'],
  output: 'src/appkit.generated.tsx',
})
