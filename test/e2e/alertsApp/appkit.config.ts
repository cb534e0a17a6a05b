import { defineConfig } from 'appkit/config'

// A dapp for the end-to-end test of SPEC section 8's alerts (test/e2e/alerts.test.ts): email
// login on the sandbox's secure site, and a button that asks for a network the config does not
// list, as an app with a stale network id would.
export default defineConfig({
  projectId: '0123456789abcdef0123456789abcdef',
  metadata: { name: 'alerts test dapp', url: 'http://127.0.0.1:5173', icons: [] },
  networks: ['localhost'],
  output: 'src/appkit.generated.tsx',
})
