import type { AppKit } from '../AppKit.js'
// Through the public entry, not the modules themselves: a lazy chunk that imports a first-load
// module by its own path makes the bundler split that module out into an extra first-load file.
import { BaseError } from '../kernel.js'
import type { SiwxChains } from './SiwxChain.js'
import type { SiwxNamespace } from './SiwxMessageFields.js'

/**
 * Asks the connected wallet of `namespace` to sign `message` as `address`, as the namespace's
 * sign-in rules say (`SiwxChain.sign`: `personal_sign` on eip155, a 0x hex signature;
 * `signMessage` of a Solana browser wallet or `solana_signMessage` over WalletConnect, base58;
 * a Bitcoin wallet's `signMessage` with BIP-322, base64).
 * Rejects with the wallet's own error (4001 when declined), and with NOT_CONNECTED when no
 * wallet of the namespace that can sign is connected.
 * @example const signature = await signSiwxMessage(appKit, chains, 'eip155', address, message)
 */
export async function signSiwxMessage(
  appKit: AppKit,
  chains: SiwxChains,
  namespace: SiwxNamespace,
  address: string,
  message: string,
): Promise<string> {
  const provider = appKit.stores.providers.getState()[namespace]?.provider
  const signing = chains[namespace]?.sign(provider, address, message)
  if (signing) return signing
  throw new BaseError('No account is connected.', {
    code: 'NOT_CONNECTED',
    details: `No ${namespace} wallet is connected to sign the message.`,
  })
}
