import { defineConfig } from 'appkit/config'

// A dapp that requires sign-in (SIWX) with sessions kept in the browser, for the end-to-end tests
// of the sign-in flow: EVM and Solana, required mode, reload, expiry and account switch.
export default defineConfig({
  projectId: '0123456789abcdef0123456789abcdef',
  metadata: { name: 'siwx test dapp', url: 'http://127.0.0.1:5173', icons: [] },
  networks: ['localhost', 'solana'],
  siwx: {
    required: true,
    statement: 'Sign in to the siwx test dapp.',
    expiry: 300,
  },
  output: 'src/appkit.generated.tsx',
})
