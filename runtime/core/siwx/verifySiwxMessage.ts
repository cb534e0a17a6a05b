import { allSiwxChains } from './allSiwxChains.js'
import {
  type VerifySiwxMessageParameters,
  type VerifySiwxMessageReturnType,
  verifySiwxMessageWith,
} from './verifySiwxMessageWith.js'

export type {
  SiwxSession,
  SiwxSessionData,
  SiwxVerifyFailure,
  VerifySiwxMessageParameters,
  VerifySiwxMessageReturnType,
} from './verifySiwxMessageWith.js'

/**
 * Verifies a signed sign-in message of any namespace (`verifySiwxMessageWith` with every
 * namespace's rules) and fails closed: the expected domain, URI and nonce are required, the
 * message is parsed strictly, expiry and not-before are enforced, and the signature must be the
 * address's own (eip155: recovery, or ERC-1271/6492 through `publicClient`; solana: ed25519;
 * bip122: BIP-322, or a legacy "Bitcoin Signed Message").
 * The session is re-derived from the signed text. Never throws. What `appkit/siwx-server`
 * verifies with; the kit in a page verifies with its chain adapters' rules only.
 * @example
 * const result = await verifySiwxMessage({ message, signature, expected: { domain: 'service.org', uri: 'https://service.org/login', nonce }, nonceStore })
 * if (result.ok) saveSession(result.session)
 */
export function verifySiwxMessage(
  parameters: VerifySiwxMessageParameters,
): Promise<VerifySiwxMessageReturnType> {
  return verifySiwxMessageWith(parameters, allSiwxChains)
}
