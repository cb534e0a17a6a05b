import { createPrivateKey, type KeyObject, sign } from 'node:crypto'
import bs58 from 'bs58'
import { keypairFromSeed } from '../solana/solanaDevAccounts.js'

/** The sandbox wallet's Solana key: its address and Ed25519 signing, with no Solana package. */
export interface SolanaWcSigner {
  /** Base58 public key. */
  address: string
  /** The 64-byte secret key (seed, then public key), as `Keypair.fromSecretKey` takes it. */
  secretKey: Uint8Array
  /** The 64-byte Ed25519 signature of `message`. */
  sign(message: Uint8Array): Uint8Array
}

// The PKCS #8 header of a raw Ed25519 seed, so node:crypto can sign with it.
const pkcs8Ed25519 = Buffer.from('302e020100300506032b657004220420', 'hex')

/**
 * A Solana signer of a 64-byte secret key (seed, then public key); throws when the key is not 64
 * bytes or its public half is not the seed's, as `Keypair.fromSecretKey` would.
 * @example
 * const signer = createSolanaWcSigner(solanaDevAccounts()[0].secretKey)
 * bs58.encode(signer.sign(new TextEncoder().encode('hi'))) // a base58 signature
 */
export function createSolanaWcSigner(secretKey: Uint8Array): SolanaWcSigner {
  if (secretKey.length !== 64) {
    throw new Error(
      `solanaSecretKey: expected 64 bytes (seed, then public key), got ${secretKey.length}.`,
    )
  }
  const seed = secretKey.subarray(0, 32)
  const publicKey = secretKey.subarray(32)
  if (!Buffer.from(keypairFromSeed(seed).subarray(32)).equals(publicKey)) {
    throw new Error('solanaSecretKey: its last 32 bytes are not the public key of its first 32.')
  }
  const key: KeyObject = createPrivateKey({
    key: Buffer.concat([pkcs8Ed25519, seed]),
    format: 'der',
    type: 'pkcs8',
  })
  return {
    address: bs58.encode(publicKey),
    secretKey: Uint8Array.from(secretKey),
    sign: (message) => new Uint8Array(sign(null, message, key)),
  }
}
