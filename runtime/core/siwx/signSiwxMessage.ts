import bs58 from 'bs58'
import { stringToHex } from 'viem'
import type { AppKit } from '../AppKit.js'
import type { SolanaProvider } from '../adapters/solana/SolanaProvider.js'
// Through the public entry, not the modules themselves: a lazy chunk that imports a first-load
// module by its own path makes the bundler split that module out into an extra first-load file.
import { BaseError } from '../kernel.js'
import type { SiwxNamespace } from './SiwxMessageFields.js'

interface RequestProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

const hasRequest = (value: unknown): value is RequestProvider =>
  typeof (value as RequestProvider | null)?.request === 'function'
const hasSignMessage = (value: unknown): value is SolanaProvider =>
  typeof (value as SolanaProvider | null)?.signMessage === 'function'

/**
 * Asks the connected wallet of `namespace` to sign `message` as `address`: `personal_sign` on
 * eip155 (0x hex signature), `signMessage` of a Solana browser wallet or `solana_signMessage` over
 * WalletConnect (base58 signature). Rejects with the wallet's own error (4001 when declined).
 * @example const signature = await signSiwxMessage(appKit, 'eip155', address, message)
 */
export async function signSiwxMessage(
  appKit: AppKit,
  namespace: SiwxNamespace,
  address: string,
  message: string,
): Promise<string> {
  const provider = appKit.stores.providers.getState()[namespace]?.provider
  if (namespace === 'eip155' && hasRequest(provider)) {
    const signature = await provider.request({
      method: 'personal_sign',
      params: [stringToHex(message), address],
    })
    if (typeof signature !== 'string') throw new Error('The wallet returned no signature.')
    return signature
  }
  if (namespace === 'solana' && hasSignMessage(provider)) {
    return bs58.encode(await provider.signMessage(new TextEncoder().encode(message)))
  }
  if (namespace === 'solana' && hasRequest(provider)) {
    const answer = await provider.request({
      method: 'solana_signMessage',
      params: { message: bs58.encode(new TextEncoder().encode(message)), pubkey: address },
    })
    const signature = (answer as { signature?: unknown } | null)?.signature
    if (typeof signature !== 'string') throw new Error('The wallet returned no signature.')
    return signature
  }
  throw new BaseError('No account is connected.', {
    code: 'NOT_CONNECTED',
    details: `No ${namespace} wallet is connected to sign the message.`,
  })
}
