import { Keypair } from '@solana/web3.js'
import type { IdentifierString, WalletAccount } from '@wallet-standard/base'
import bs58 from 'bs58'

/** One Solana account the dev wallet holds: its stable Wallet Standard account and its key. */
export interface SolanaKey {
  account: WalletAccount
  /** 64 bytes: the Ed25519 seed, then the public key. */
  secretKey: Uint8Array
}

/** What every account of the dev wallet can do, as `WalletAccount.features` lists it. */
const solanaAccountFeatures = [
  'solana:signAndSendTransaction',
  'solana:signTransaction',
  'solana:signMessage',
] as const

/**
 * Reads one base58 64-byte secret key (seed then public key) and checks that its public half is the
 * seed's: a key pasted wrong must fail at install, not sign as some other address.
 * @example solanaKey(secretKeyBase58, 0, 'solana:localnet').account.address // 'H5vd...'
 */
export function solanaKey(text: string, index: number, chain: IdentifierString): SolanaKey {
  let secretKey: Uint8Array
  try {
    secretKey = Uint8Array.from(bs58.decode(text))
  } catch (error) {
    throw new Error(`solana.secretKeys[${index}] is not base58: ${(error as Error).message}`)
  }
  if (secretKey.length !== 64) {
    throw new Error(
      `solana.secretKeys[${index}] is ${secretKey.length} bytes; a Solana secret key is 64 (seed, then public key).`,
    )
  }
  let keypair: Keypair
  try {
    keypair = Keypair.fromSecretKey(secretKey) // checks the public half against the seed
  } catch {
    throw new Error(`solana.secretKeys[${index}]: its last 32 bytes are not its seed's public key.`)
  }
  const account: WalletAccount = Object.freeze({
    address: keypair.publicKey.toBase58(),
    publicKey: keypair.publicKey.toBytes(),
    chains: Object.freeze([chain]),
    features: solanaAccountFeatures,
  })
  return { account, secretKey }
}
