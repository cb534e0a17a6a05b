import { defineConfig } from 'appkit/config'

// A dapp with every remote feature on locally and warnings on the console, for the end-to-end
// test of the remote configuration: the stand-in Wallet API turns features off, and the console
// says which local settings it ignored.
export default defineConfig({
  projectId: '0123456789abcdef0123456789abcdef',
  metadata: { name: 'remote features test dapp', url: 'http://127.0.0.1:5173', icons: [] },
  networks: ['localhost'],
  logLevel: 'warn',
  output: 'src/appkit.generated.tsx',
})
