// The Solana entry (`appkit/solana`): the chain adapter for Solana browser wallets. An entry of its
// own, so that an app without Solana networks never reaches its lazily loaded code (the generated
// module imports it only for a config with Solana networks).

export type { SolanaProvider, SolanaTransactionInput } from './SolanaProvider.js'
export { solanaAdapter } from './solanaAdapter.js'
