import { defineConfig } from 'appkit/config'

// A dapp with analytics on (the default), for the end-to-end test of analytics and error
// reports: `appkit dev` points `services.analytics` at the sandbox's recorder, and the page has a
// button that makes the kit log a burst of errors (an error storm).
export default defineConfig({
  projectId: '0123456789abcdef0123456789abcdef',
  metadata: { name: 'analytics test dapp', url: 'http://127.0.0.1:5173', icons: [] },
  networks: ['localhost'],
  output: 'src/appkit.generated.tsx',
})
