import { BaseError } from '../errors/BaseError.js'

/** `signIn` or `signOut` on a kit whose config has no `siwx` (SPEC section 8's words). */
export class SiwxNotEnabledError extends BaseError {
  override name = 'SiwxNotEnabledError' as const
  constructor() {
    super('SIWX is not enabled', {
      code: 'SIWX_NOT_ENABLED',
      details: 'Add `siwx: {}` to appkit.config.ts and run `appkit generate`.',
    })
  }
}
