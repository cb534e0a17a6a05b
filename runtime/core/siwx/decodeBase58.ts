// The kit's base58 codec under siwx/, where the sign-in server's tests (`appkit/siwx-server` may
// reach runtime/core/siwx/ only) sign Solana messages with it. The verifier itself reads base58
// through the Solana sign-in rules (`solanaSiwx`, in `allSiwxChains`); code in the page reaches
// them through the Solana adapter only, so an app without Solana carries no base58 of the kit's.
export { encodeBase58 } from '../encoding/base58.js'
