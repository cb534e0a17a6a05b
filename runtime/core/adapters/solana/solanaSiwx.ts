// CAIP-122 sign-in on Solana, as `solanaAdapter.siwx()` loads it (a `SiwxChain`: this module's
// exports) and the server's verifier uses it: base58 public keys of 32 bytes, CAIP-2 references
// as chain ids, signatures from a browser wallet's `signMessage` or WalletConnect's
// `solana_signMessage` (base58), verified with ed25519.
import { ed25519 } from '@noble/curves/ed25519'
import { decodeBase58, encodeBase58 } from '../../encoding/base58.js'
import type { SiwxChain } from '../../siwx/SiwxChain.js'
import type { SolanaProvider } from './SolanaProvider.js'

const base58Address = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const caip2Reference = /^[-_a-zA-Z0-9]{1,32}$/
const base58Signature = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/

interface RequestProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

const hasRequest = (value: unknown): value is RequestProvider =>
  typeof (value as RequestProvider | null)?.request === 'function'
const hasSignMessage = (value: unknown): value is SolanaProvider =>
  typeof (value as SolanaProvider | null)?.signMessage === 'function'

/** A base58 public key of 32 bytes. */
export const checkAddress: SiwxChain['checkAddress'] = (address) =>
  base58Address.test(address) && decodeBase58(address)?.length === 32
    ? undefined
    : 'must be a base58 public key of 32 bytes'

/** A CAIP-2 reference (the cluster's genesis hash prefix). */
export const checkChainId: SiwxChain['checkChainId'] = (chainId) =>
  caip2Reference.test(chainId) ? undefined : 'must be a CAIP-2 chain reference'

/** An ed25519 signature of the message's UTF-8 bytes by the address's key, in base58. */
export const verify: SiwxChain['verify'] = async (fields, message, signature) => {
  if (typeof signature !== 'string' || !base58Signature.test(signature))
    return 'malformed-signature'
  const bytes = decodeBase58(signature)
  const publicKey = decodeBase58(fields.address)
  if (bytes?.length !== 64 || publicKey?.length !== 32) return 'malformed-signature'
  try {
    return ed25519.verify(bytes, new TextEncoder().encode(message), publicKey)
      ? undefined
      : 'invalid-signature'
  } catch {
    return 'invalid-signature'
  }
}

/** A browser wallet's `signMessage`, else WalletConnect's `solana_signMessage`; base58. */
export const sign: SiwxChain['sign'] = (provider, address, message) => {
  const bytes = new TextEncoder().encode(message)
  if (hasSignMessage(provider)) return provider.signMessage(bytes).then(encodeBase58)
  if (!hasRequest(provider)) return undefined
  return provider
    .request({
      method: 'solana_signMessage',
      params: { message: encodeBase58(bytes), pubkey: address },
    })
    .then((answer) => {
      const signature = (answer as { signature?: unknown } | null)?.signature
      if (typeof signature !== 'string') throw new Error('The wallet returned no signature.')
      return signature
    })
}
