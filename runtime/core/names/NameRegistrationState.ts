import type { NameSuggestion } from '../blockchainApi/index.js'
import type { NameProblem } from './nameRules.js'

/**
 * Where a registration stands: `editing` (typing, choosing), `signing` (the wallet is asked to
 * sign the registration message), `registering` (the signed message is with the name service),
 * `success`, `failed` (the form again, with why the last attempt did not register).
 */
export type NameRegistrationStep = 'editing' | 'signing' | 'registering' | 'success' | 'failed'

/**
 * Whether the typed name can be registered: `unknown` while the label is not valid, `checking`
 * while the name service is asked, `error` when it could not be asked.
 */
export type NameAvailability = 'unknown' | 'checking' | 'available' | 'taken' | 'error'

/**
 * Why nothing can be registered here: no connected account, an account of a namespace names do
 * not serve (SPEC section 9: eip155 only), or a network where names are not shown (testnets).
 */
export type NameUnavailableReason = 'notConnected' | 'namespace' | 'network'

/**
 * Why the last attempt registered nothing: the wallet declined to sign (or could not), the name
 * service could not be reached, or refused (its own reason in `reason`, when it gave one), or the
 * account or network changed while it ran (nothing is registered for the account on screen now).
 */
export type NameRegistrationFailure =
  | { kind: 'declined'; reason: string | undefined }
  | { kind: 'signFailed'; reason: string | undefined }
  | { kind: 'unreachable' }
  | { kind: 'refused'; reason: string | undefined }
  | { kind: 'accountChanged' }

/** The RegisterAccountName view's state, outside React. */
export interface NameRegistrationState {
  unavailable: NameUnavailableReason | undefined
  /** The network's name, for the unavailable note (`network`, `namespace`). */
  networkName: string | undefined
  /** The account the name is for, as the wallet spells it. */
  address: string | undefined
  /** What was typed, as typed. */
  text: string
  /** The label `text` stands for once it passes the grammar (lower case, zone stripped). */
  label: string | undefined
  /** What is wrong with `text`, shown as it is typed; `undefined` when it is a valid label. */
  problem: NameProblem | undefined
  availability: NameAvailability
  /** Other free names like the typed one, full names (`alice1.reown.id`), at most six. */
  suggestions: readonly NameSuggestion[]
  step: NameRegistrationStep
  failure: NameRegistrationFailure | undefined
  /** The name registered last (`alice.reown.id`), for the success view. */
  registered: string | undefined
}

export const initialNameRegistrationState: NameRegistrationState = {
  unavailable: undefined,
  networkName: undefined,
  address: undefined,
  text: '',
  label: undefined,
  problem: { kind: 'empty' },
  availability: 'unknown',
  suggestions: [],
  step: 'editing',
  failure: undefined,
  registered: undefined,
}
