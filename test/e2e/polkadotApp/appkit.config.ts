import { defineConfig } from 'appkit/config'

// A dapp with only polkadot networks, for the end-to-end test of the WalletConnect-only mode:
// no browser wallet covers polkadot, so the modal opens the bare QR code view.
const polkadotNetwork = (reference: string, name: string) => ({
  id: reference,
  chainNamespace: 'polkadot' as const,
  caipNetworkId: `polkadot:${reference}`,
  name,
  nativeCurrency: { name, symbol: name === 'Kusama' ? 'KSM' : 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['https://rpc.polkadot.example'] } },
})

export default defineConfig({
  projectId: '0123456789abcdef0123456789abcdef',
  metadata: { name: 'polkadot test dapp', url: 'http://localhost:5173', icons: [] },
  networks: [
    polkadotNetwork('91b171bb158e2d3848fa23a9f1c25182', 'Polkadot'),
    polkadotNetwork('b0a8d493285c2df73290dfb7e61f870f', 'Kusama'),
  ],
  output: 'src/appkit.generated.tsx',
})
