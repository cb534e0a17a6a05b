import type { PopupSocialProvider } from '../../../schema/grammar/socialProviders.js'

/**
 * The messages between the kit and the hidden secure frame (SPEC section 7). Every message is an
 * object on one channel: requests carry a fresh `id` and are answered by `<TYPE>_SUCCESS` or
 * `<TYPE>_ERROR` with the same `id`; the frame also sends READY (its version) and SESSION_UPDATE
 * (a session token) on its own. A READY after the first means the frame reloaded. The social
 * popup speaks on the same channel (`SocialPopupMessage`).
 */
export const frameChannel = 'appkit:secure-frame'

/** The account types of the embedded wallet's EVM side (SPEC section 6). */
export type FrameAccountType = 'eoa' | 'smartAccount'

/** Requests the kit sends, with what each carries and what its success answers. */
export interface FrameRequests {
  SWITCH_NETWORK: { payload: { chainId: string | number }; result: { chainId: string | number } }
  CONNECT_EMAIL: {
    payload: { email: string }
    result: { action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' }
  }
  CONNECT_DEVICE: { payload: undefined; result: undefined }
  CONNECT_OTP: { payload: { otp: string }; result: undefined }
  /** Starts an email change: the next code is the current email's (PRIMARY) or the new one's. */
  UPDATE_EMAIL: {
    payload: { email: string }
    result: { action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }
  }
  UPDATE_EMAIL_PRIMARY_OTP: { payload: { otp: string }; result: undefined }
  UPDATE_EMAIL_SECONDARY_OTP: { payload: { otp: string }; result: { newEmail: string } }
  GET_USER: {
    payload: { chainId?: string | number; preferredAccountType?: FrameAccountType }
    result: FrameUser
  }
  /**
   * A page of the secure site (its origin) to navigate the social popup to. `returnTo` (the
   * mini-app redirect flow only) is the app's page the consent page sends the browser back to,
   * with `result_uri=<the result uri>` added to its query; its origin is the frame's parent's.
   */
  GET_SOCIAL_REDIRECT_URI: {
    payload: { provider: PopupSocialProvider; returnTo?: string }
    result: { uri: string }
  }
  /** Spends the one-time code of a social result uri (the popup's SOCIAL_RESULT, or result_uri). */
  CONNECT_SOCIAL: {
    payload: { uri: string; preferredAccountType?: FrameAccountType; chainId?: string | number }
    result: { userName?: string; email?: string | null }
  }
  /** The Farcaster approval page (shown as a QR code and a link) and when it expires (ms epoch). */
  GET_FARCASTER_URI: { payload: undefined; result: { url: string; expiresAt: number } }
  /** Waits until the latest Farcaster approval page was allowed. */
  CONNECT_FARCASTER: { payload: undefined; result: { userName: string } }
  /** The eip155 chain ids where the embedded wallet offers a smart account. */
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    payload: undefined
    result: { smartAccountEnabledNetworks: number[] }
  }
  /** The user's smart account on the current chain (computed; deployed on first use). */
  INIT_SMART_ACCOUNT: { payload: undefined; result: { address: string; isDeployed: boolean } }
  /** From now on, this session's RPC requests act as that account. */
  SET_PREFERRED_ACCOUNT: {
    payload: { type: FrameAccountType }
    result: { type: FrameAccountType; address: string }
  }
  /**
   * The frame answers, then reloads itself and says READY again: what was pending in it is lost
   * (the client rejects it with 'The secure frame reloaded').
   */
  RELOAD: { payload: undefined; result: undefined }
  SIGN_OUT: { payload: undefined; result: undefined }
  IS_CONNECTED: { payload: { token?: string }; result: { isConnected: boolean } }
  GET_CHAIN_ID: { payload: undefined; result: { chainId: string | number } }
  RPC_REQUEST: {
    payload: { method: string; params?: unknown; chainId: string | number; chainNamespace: string }
    result: unknown
  }
  /** The kit gave up on an RPC_REQUEST (`id`): the frame answers it, as aborted or as done. */
  RPC_ABORT: { payload: { id: string } | undefined; result: undefined }
  SYNC_THEME: {
    payload: { themeMode: 'light' | 'dark'; themeVariables?: Record<string, unknown> }
    result: undefined
  }
  SYNC_DAPP_DATA: {
    payload: {
      metadata: { name: string; description?: string; url: string; icons: readonly string[] }
      sdkVersion: string
      sdkType: string
      projectId: string
    }
    result: undefined
  }
}

export type FrameRequestName = keyof FrameRequests

/** The user the frame logged in (SPEC section 3, login user reply). */
export interface FrameUser {
  email?: string | null
  address: string
  chainId: string | number
  accounts?: readonly { address: string; type: FrameAccountType }[]
  userName?: string
  /** The type `address` is. */
  preferredAccountType?: FrameAccountType
  smartAccountDeployed?: boolean
}

/**
 * What the secure site's page in the social popup posts to `window.opener` (target origin: the
 * app's): the result uri on Allow, or the denial.
 */
export type SocialPopupMessage =
  | { channel: typeof frameChannel; type: 'SOCIAL_RESULT'; payload: { resultUri: string } }
  | { channel: typeof frameChannel; type: 'SOCIAL_ERROR'; payload: { message: string } }

/** A message on the channel, as posted (before any check). */
export interface FrameMessage {
  channel: typeof frameChannel
  type: string
  id?: string
  payload?: unknown
}
