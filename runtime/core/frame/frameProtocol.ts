/**
 * The messages between the kit and the hidden secure frame (SPEC section 7). Every message is an
 * object on one channel: requests carry a fresh `id` and are answered by `<TYPE>_SUCCESS` or
 * `<TYPE>_ERROR` with the same `id`; the frame also sends READY (its version) and SESSION_UPDATE
 * (a session token) on its own.
 */
export const frameChannel = 'appkit:secure-frame'

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
    payload: { chainId?: string | number; preferredAccountType?: string }
    result: FrameUser
  }
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
  accounts?: readonly { address: string; type: 'eoa' | 'smartAccount' }[]
  userName?: string
  preferredAccountType?: string
  smartAccountDeployed?: boolean
}

/** A message on the channel, as posted (before any check). */
export interface FrameMessage {
  channel: typeof frameChannel
  type: string
  id?: string
  payload?: unknown
}
