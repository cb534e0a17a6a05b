// Sign-in reads Solana addresses and signatures with the kit's one base58 codec. Kept under siwx/
// so the siwx-server entry (which may reach runtime/core/siwx/ only) reaches it too.
export { decodeBase58, encodeBase58 } from '../encoding/base58.js'
