// appkit.config.ts: the one place the wallet modal is configured.
// `npx appkit generate` checks this file and writes appkit.generated.tsx, the typed module
// your app imports; run it again after each change. Every option, with its default:
// docs/config.md in the appkit package (your editor also completes and explains each key).
import { defineConfig } from 'appkit/config'

export default defineConfig({
  // Your project id from the WalletConnect dashboard (32 lowercase hex). It is not a secret:
  // it ships in the app's bundle. Add this app's origins to its allow list there.
  projectId: '0123456789abcdef0123456789abcdef',

  // What wallets show when they ask the user to connect. `url` must be the origin the app is
  // served from: https, or http://localhost while developing.
  metadata: {
    name: 'appkit-next-app',
    description: '',
    url: 'http://localhost:3000',
    icons: [],
  },

  // Built-in networks by name or CAIP id ('mainnet', 'base', 'eip155:10', 'solana', ...); the
  // first is the default. Write a full network object for any other chain.
  networks: ['localhost'],

  // Optional, for example (the theme is dark by default; docs/config.md lists every option,
  // and marks the ones that are not yet available):
  // theme: { themeMode: 'light', themeVariables: { accent: '#3396ff' } },
  // wallets: { featured: ['<registry wallet id>'], exclude: [] },

  // Where `npx appkit generate` writes the typed module, relative to this file.
  output: 'appkit.generated.tsx',
})
