// Through the public entry, not the modules themselves: a lazy chunk that imports a first-load
// module by its own path makes the bundler split that module out into an extra first-load file.
import { BaseError } from '../kernel.js'

// Apart, so the public `signIn` / `signOut` of the first load carry only this one.
export { SiwxNotEnabledError } from '../kernel.js'

import type { SiwxVerifyFailure } from './verifySiwxMessageWith.js'

/** The words of SPEC sections 4 and 8 for sign-in, used as they are. */
export const siwxMessages = {
  noAddress: 'No ActiveCaipAddress found',
  noNetwork: 'No ActiveCaipNetwork or client found',
  initialization: 'A problem occurred while trying initialize authentication',
  declined: 'Signature declined',
  declinedSmartAccount: 'This application might not support Smart Accounts',
} as const

/** Sign-in needs a connected account on a network: there is none. */
export class SiwxNotConnectedError extends BaseError {
  override name = 'SiwxNotConnectedError' as const
  constructor(shortMessage: typeof siwxMessages.noAddress | typeof siwxMessages.noNetwork) {
    super(shortMessage, {
      code: 'SIWX_NOT_CONNECTED',
      details: 'Connect a wallet on an EVM or Solana network first.',
    })
  }
}

/** Looking for a session failed at connection (SPEC section 4): the wallet is disconnected. */
export class SiwxInitializationError extends BaseError {
  override name = 'SiwxInitializationError' as const
  constructor(cause: unknown) {
    super(siwxMessages.initialization, { code: 'SIWX_INITIALIZATION_FAILED', cause })
  }
}

/** The wallet did not sign the message: declined by the user, or it could not. */
export class SiwxSignatureDeclinedError extends BaseError {
  override name = 'SiwxSignatureDeclinedError' as const
  constructor(cause: unknown, options: { smartAccount: boolean }) {
    super(options.smartAccount ? siwxMessages.declinedSmartAccount : siwxMessages.declined, {
      code: 'SIWX_SIGNATURE_DECLINED',
      cause,
    })
  }
}

const refusals: Record<SiwxVerifyFailure | 'server-refused', string> = {
  'missing-expected': 'the page has no domain to sign in to',
  'malformed-message': 'the message is not a valid sign-in message',
  'domain-mismatch': 'the message names another site',
  'uri-mismatch': 'the message names another address of this site',
  'nonce-mismatch': 'the message carries another nonce',
  'chain-mismatch': 'the message names another network',
  expired: 'the message has expired',
  'not-yet-valid': 'the message is not valid yet',
  'malformed-signature': 'the wallet returned a malformed signature',
  'invalid-signature': 'the signature is not this account\u2019s signature of this message',
  'nonce-used': 'the nonce was already used, or was never issued',
  'server-refused': 'the server refused it',
}

/** The signed message did not verify: nothing is kept. `reason` says why. */
export class SiwxVerifyError extends BaseError {
  override name = 'SiwxVerifyError' as const
  readonly reason: string
  constructor(reason: string, detail?: string) {
    const known = (refusals as Record<string, string | undefined>)[reason]
    super(`Sign-in refused: ${known ?? refusals['server-refused']}`, {
      code: 'SIWX_VERIFY_FAILED',
      details: detail ? `${reason}: ${detail}` : reason,
    })
    this.reason = reason
  }
}

/** The app's sign-in endpoint is down, slow, or answered something else than its protocol. */
export class SiwxServerError extends BaseError {
  override name = 'SiwxServerError' as const
  constructor(details: string, cause?: unknown) {
    super('The sign-in server did not answer', {
      code: 'SIWX_SERVER_UNAVAILABLE',
      details,
      ...(cause === undefined ? {} : { cause }),
    })
  }
}
