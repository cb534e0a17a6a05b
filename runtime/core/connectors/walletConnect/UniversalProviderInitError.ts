// First-load code, reached through the kernel: this module is in WalletConnect's own chunk.
import { BaseError } from '../../kernel.js'

/**
 * The WalletConnect SDK failed to start (`UniversalProvider.init` rejected: the relay refused the
 * project, say). Its own name, so the kit's error reports tell it apart (INTERNAL_SDK_ERROR with
 * errorType 'UniversalProviderInitError'); to callers it is WalletConnect being unavailable.
 * @example throw new UniversalProviderInitError(error)
 */
export class UniversalProviderInitError extends BaseError {
  override name = 'UniversalProviderInitError' as const
  constructor(cause: unknown) {
    super('WalletConnect is unavailable', { code: 'WALLET_CONNECT_UNAVAILABLE', cause })
  }
}
