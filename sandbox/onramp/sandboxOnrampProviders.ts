import { createHash } from 'node:crypto'
import bs58 from 'bs58'
import { keypairFromSeed } from '../solana/solanaDevAccounts.js'
import type { OnrampFeeModel } from './onrampTypes.js'

/** A stand-in provider as data: who it is, how it charges, which wallets it delivers from. */
export interface SandboxOnrampProvider {
  name: string
  label: string
  /** What `/v1/onramp/providers` shows; the fee model below keeps to it from 20 USD up. */
  feeRange: string
  fees: OnrampFeeModel
  /** The checkout page's accent colour. */
  accent: string
  /** The anvil dev account (index) that is its hot wallet on every EVM chain. */
  evmAccountIndex: number
  /** Sandbox networks it does not deliver on, so "this provider does not support the network" is real. */
  unsupportedNetworks: readonly string[]
}

/**
 * The sandbox's two stand-in onramp providers. Sandbox Pay: 1% plus a 0.10 network fee, every
 * network. Loopback Ramp: 1.5% plus a network fee of 0.5% capped at 2.00, not on eip155:31338.
 * Their hot wallets are dev accounts 8 and 9 (no seed step uses them) on the EVM chains, and
 * keys of their own on Solana (`onrampSolanaKey`).
 * @example sandboxOnrampProviders.map((provider) => provider.name) // ['sandboxpay', 'loopbackramp']
 */
export const sandboxOnrampProviders: readonly SandboxOnrampProvider[] = [
  {
    name: 'sandboxpay',
    label: 'Sandbox Pay',
    feeRange: '1-1.5%',
    fees: { providerFeeBps: 100, networkFeeCents: 10 },
    accent: '#4f46e5',
    evmAccountIndex: 8,
    unsupportedNetworks: [],
  },
  {
    name: 'loopbackramp',
    label: 'Loopback Ramp',
    feeRange: '1.5-2%',
    fees: { providerFeeBps: 150, networkFeeBps: 50, networkFeeMaxCents: 200 },
    accent: '#0f766e',
    evmAccountIndex: 9,
    unsupportedNetworks: ['eip155:31338'],
  },
]

/**
 * A provider's hot wallet on Solana Localnet: a key derived from a fixed label, so its address is
 * the same on every run and is none of the dev accounts (which tests and the wallets use).
 * @example onrampSolanaKey('sandboxpay').address // base58, stable
 */
export function onrampSolanaKey(name: string): { secretKey: Uint8Array; address: string } {
  const seed = createHash('sha256').update(`appkit sandbox onramp ${name}`).digest()
  const secretKey = keypairFromSeed(seed)
  return { secretKey, address: bs58.encode(secretKey.subarray(32)) }
}
