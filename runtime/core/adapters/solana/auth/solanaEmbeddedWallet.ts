// The embedded wallet's Solana side, as `solanaAdapter.embeddedWallet()` loads it (an
// `EmbeddedWallet`: this module's exports).

export { createSolanaAuthSide as createSide } from './createSolanaAuthSide.js'
