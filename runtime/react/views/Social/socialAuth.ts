import { useCallback } from 'react'
import type { PopupSocialProvider } from '../../../../schema/grammar/socialProviders.js'
import { useAuth } from '../EmailLogin/useAuth.js'

/** The Farcaster sign-in page's address and when it stops working (ms since the epoch). */
export interface FarcasterUri {
  url: string
  expiresAt: number
}

/**
 * What the social views use of the embedded wallet (`AuthController`'s social and Farcaster logins).
 * Each promise resolves once the wallet is connected; failures are `BaseError`s whose
 * `shortMessage` is what a visitor reads ('Popup closed', 'Failed to connect to farcaster').
 */
export interface SocialAuth {
  social: {
    /** `popup`: the window the click opened synchronously (null: blocked). */
    login(provider: PopupSocialProvider, popup: Window | null, signal?: AbortSignal): Promise<void>
    /** A messaging mini-app: this page goes to the provider and comes back with `result_uri`. */
    redirect(provider: PopupSocialProvider): Promise<void>
  }
  farcaster: {
    uri(): Promise<FarcasterUri>
    login(signal?: AbortSignal): Promise<void>
  }
}

/**
 * The embedded wallet's social logins, fetched (its chunk) and created on
 * first call.
 * @example const getSocialAuth = useSocialAuth(); await (await getSocialAuth()).farcaster.uri()
 */
export function useSocialAuth(): () => Promise<SocialAuth> {
  const getAuth = useAuth()
  return useCallback(async (): Promise<SocialAuth> => await getAuth(), [getAuth])
}
