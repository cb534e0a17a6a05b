import { defineConfig } from 'appkit/config'

// A dapp that does not restore connections on load, for the end-to-end test of
// `enableReconnect: false` with email login: a stored login is ended, here and at the secure site.
export default defineConfig({
  projectId: '0123456789abcdef0123456789abcdef',
  metadata: { name: 'no-reconnect test dapp', url: 'http://localhost:5173', icons: [] },
  networks: ['localhost'],
  enableReconnect: false,
  output: 'src/appkit.generated.tsx',
})
