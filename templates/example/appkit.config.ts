import { defineConfig } from 'appkit/config'

// The example dapp of the appkit repository. `npm start` at the repository root runs it on the
// offline sandbox (`appkit dev`): local chains, stand-in services and a dev wallet.
export default defineConfig({
  projectId: '0123456789abcdef0123456789abcdef',
  metadata: {
    name: 'appkit example',
    description: 'Connect, see your balance, switch networks, on EVM, Solana and Bitcoin.',
    url: 'http://127.0.0.1:5173',
    icons: [],
  },
  networks: ['localhost', 'mainnet', 'base', 'solana', 'bitcoin'],
  // Sign in with the wallet, verified by the app's server (`appkit dev` serves appkit/siwx-server
  // at /api/siwx). `enabled: false`: not asked right after connecting; the page's button asks.
  siwx: {
    enabled: false,
    endpoint: '/api/siwx',
    statement: 'Sign in to the appkit example.',
    expiry: 86400,
  },
  output: 'src/appkit.generated.tsx',
})
