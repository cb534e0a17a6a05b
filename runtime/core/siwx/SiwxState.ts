import type { SiwxSession } from './verifySiwxMessageWith.js'

/**
 * Where sign-in stands for the account and network on screen:
 * - `disabled`: the config has no `siwx`;
 * - `unavailable`: nothing to sign in with (not connected, or a network or namespace that cannot sign in);
 * - `checking`: looking for a stored session (the browser's, or the app server's);
 * - `signed-out`: no session for this account on this network;
 * - `signing`: the wallet was asked to sign the message;
 * - `authenticating`: a message the wallet signed while pairing (WalletConnect) is being verified;
 * - `signed-in`: `session` holds, read from the signed message.
 */
export type SiwxStatus =
  | 'disabled'
  | 'unavailable'
  | 'checking'
  | 'signed-out'
  | 'signing'
  | 'authenticating'
  | 'signed-in'

export interface SiwxState {
  status: SiwxStatus
  /** The session of the connected account on the active network, when signed in. */
  session: SiwxSession | undefined
}
