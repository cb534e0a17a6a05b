import { createHash } from 'node:crypto'
import type { Hex } from 'viem'
import { keypairFromSeed } from '../solana/solanaDevAccounts.js'
import { createSolanaWcSigner, type SolanaWcSigner } from '../wcWallet/createSolanaWcSigner.js'

/** What the user's EVM key is hashed with, so the Solana key is of its own and never the same bytes. */
export const solanaKeyLabel = 'appkit-sandbox-solana'

/**
 * The embedded wallet's Solana key of a user: its Ed25519 seed is SHA-256 of `solanaKeyLabel`
 * followed by the 32 bytes of the user's EVM private key. Nothing more is stored, and the same
 * email gets the same Solana address on every run that keeps its EVM key.
 * @example solanaUserKey(user.privateKey).address // a base58 public key
 */
export function solanaUserKey(privateKey: Hex): SolanaWcSigner {
  const keyBytes = Buffer.from(privateKey.slice(2), 'hex')
  if (keyBytes.length !== 32 || !/^0x[0-9a-fA-F]{64}$/.test(privateKey)) {
    throw new TypeError('The user key is not 32 bytes of hex.')
  }
  const seed = createHash('sha256').update(solanaKeyLabel).update(keyBytes).digest()
  return createSolanaWcSigner(keypairFromSeed(seed))
}
