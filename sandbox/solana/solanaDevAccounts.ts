import { createHash, createHmac, createPrivateKey, createPublicKey, pbkdf2Sync } from 'node:crypto'
import bs58 from 'bs58'
import { devMnemonic } from '../chain/devAccounts.js'

/** How many funded accounts the Solana sandbox has, as many as the EVM chains. */
const solanaDevAccountCount = 10

/** A funded dev account of the Solana sandbox. */
export interface SolanaDevAccount {
  /** Base58 public key. */
  address: string
  /** The 64-byte secret key (seed then public key) that `Keypair.fromSecretKey` takes. */
  secretKey: Uint8Array
  /** How it was derived from `devMnemonic`: `m/44'/501'/i'/0'`, the path of Phantom and Solflare. */
  path: string
}

const hardened = 0x80000000
// The PKCS #8 header of a raw Ed25519 seed, so node:crypto derives the public key.
const pkcs8Ed25519 = Buffer.from('302e020100300506032b657004220420', 'hex')

/**
 * SLIP-0010 Ed25519 derivation (every index hardened) of a BIP-39 seed.
 * @example slip10Ed25519(seed, [44, 501, 0, 0]) // 32-byte private seed
 */
export function slip10Ed25519(seed: Uint8Array, path: readonly number[]): Buffer {
  let node = createHmac('sha512', 'ed25519 seed').update(seed).digest()
  for (const index of path) {
    const data = Buffer.alloc(37)
    node.copy(data, 1, 0, 32)
    data.writeUInt32BE((index + hardened) >>> 0, 33)
    node = createHmac('sha512', node.subarray(32)).update(data).digest()
  }
  return node.subarray(0, 32)
}

/**
 * The 64-byte Solana secret key (seed, then public key) of a 32-byte Ed25519 seed.
 * @example bs58.encode(keypairFromSeed(seed).subarray(32)) // the address
 */
export function keypairFromSeed(seed: Uint8Array): Uint8Array {
  const privateKey = createPrivateKey({
    key: Buffer.concat([pkcs8Ed25519, seed]),
    format: 'der',
    type: 'pkcs8',
  })
  const spki = createPublicKey(privateKey).export({ format: 'der', type: 'spki' })
  return Uint8Array.from([...seed, ...spki.subarray(spki.length - 32)])
}

function toAccount(secretKey: Uint8Array, path: string): SolanaDevAccount {
  return Object.freeze({ address: bs58.encode(secretKey.subarray(32)), secretKey, path })
}

let derived: readonly SolanaDevAccount[] | undefined

/**
 * The Solana sandbox's dev accounts: the EVM chains' public test mnemonic, derived at
 * `m/44'/501'/i'/0'` like Phantom and Solflare do, so importing the mnemonic into such a wallet
 * shows the same accounts. No key is written down anywhere; derivation is done once per process.
 * @example
 * const [payer] = solanaDevAccounts() // payer.address is stable across runs (docs/sandbox-solana.md)
 */
export function solanaDevAccounts(): readonly SolanaDevAccount[] {
  derived ??= Object.freeze(
    (() => {
      const seed = pbkdf2Sync(devMnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512')
      return Array.from({ length: solanaDevAccountCount }, (_, index) =>
        toAccount(
          keypairFromSeed(slip10Ed25519(seed, [44, 501, index, 0])),
          `m/44'/501'/${index}'/0'`,
        ),
      )
    })(),
  )
  return derived
}

/**
 * The keypair of the sandbox token's mint: derived from a fixed label, so the mint address is the
 * same on every run.
 * @example bs58.encode(sandboxMintKeypair().subarray(32)) // the SUSD mint address
 */
export function sandboxMintKeypair(): Uint8Array {
  return keypairFromSeed(createHash('sha256').update('appkit sandbox solana SUSD mint').digest())
}
