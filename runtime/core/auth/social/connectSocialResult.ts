import type { PopupSocialProvider } from '../../../../schema/grammar/socialProviders.js'
import { type AppKit, BaseError, storageKeys } from '../../kernel.js'
import type { FrameRequest } from '../createFrameSession.js'
import { SocialLoginError } from './SocialLoginError.js'
import { abortedBy } from './waitForSocialResult.js'

/** What spending a social result needs of the kit. */
export interface ConnectSocialResultParameters {
  request: FrameRequest
  storage: AppKit['storage']
  preferredAccountType(): 'eoa' | 'smartAccount'
  chainId(): string | number
}

/**
 * Has the secure site spend the result uri's one-time code (CONNECT_SOCIAL, with the account type
 * and chain the wallet should start on), then keeps the provider and the user name for the
 * displayed name (SPEC section 5). The site's refusal ('This login link was already used', ...)
 * rejects with its own words; `signal` gives up waiting.
 * @example await connectSocialResult(parameters, 'github', resultUri)
 */
export async function connectSocialResult(
  parameters: ConnectSocialResultParameters,
  provider: PopupSocialProvider,
  resultUri: string,
  signal?: AbortSignal,
): Promise<void> {
  const { storage } = parameters
  let userName: string | undefined
  try {
    const result = await parameters.request(
      'CONNECT_SOCIAL',
      {
        uri: resultUri,
        preferredAccountType: parameters.preferredAccountType(),
        chainId: parameters.chainId(),
      },
      signal ? { signal } : {},
    )
    userName = result.userName
  } catch (error) {
    if (signal?.aborted) throw abortedBy(signal)
    const message = error instanceof BaseError ? error.shortMessage : undefined
    throw new SocialLoginError('refused', { message, cause: error })
  }
  storage.set(storageKeys.socialProvider, provider)
  // A name from an earlier login must not be shown for this one.
  if (userName) storage.set(storageKeys.socialUsername, userName)
  else storage.remove(storageKeys.socialUsername)
}
