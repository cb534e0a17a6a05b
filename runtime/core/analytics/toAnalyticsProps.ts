import type { ChainNamespace } from '../../../schema/index.js'
import type { AppKitEvents } from '../events/AppKitEvents.js'
import type { SendEventTransfer } from '../send/SendEvents.js'
import {
  maxErrorMessageLength,
  maxStackTraceLength,
  sanitizeErrorText,
} from './sanitizeErrorText.js'
import type { TrackedEvent, TrackedEventName } from './startAnalytics.js'

/** SPEC section 7's names of the events sent. */
export type AnalyticsEventName =
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'SEARCH_WALLET'
  | 'CONNECT_SUCCESS'
  | 'SEND_INITIATED'
  | 'SEND_SUCCESS'
  | 'ERROR_FETCH_TRANSACTIONS'
  | 'SOCIAL_LOGIN_STARTED'
  | 'SOCIAL_LOGIN_REQUEST_USER_DATA'
  | 'SOCIAL_LOGIN_SUCCESS'
  | 'SOCIAL_LOGIN_CANCELED'
  | 'SOCIAL_LOGIN_ERROR'
  | 'SET_PREFERRED_ACCOUNT_TYPE'
  | 'INTERNAL_SDK_ERROR'

/** A usage event's props: its name and a few flat fields (docs/analytics.md lists them). */
export interface TrackProps {
  type: 'track'
  event: Exclude<AnalyticsEventName, 'INTERNAL_SDK_ERROR'>
  [field: string]: string | boolean | undefined
}

/** An error report's props (SPEC section 7), its texts sanitized and capped. */
export interface ErrorProps {
  type: 'error'
  event: 'INTERNAL_SDK_ERROR'
  errorType: string
  errorMessage: string
  stackTrace: string
  uncaught: boolean
}

export type AnalyticsProps = TrackProps | ErrorProps

/** What a mapping needs beyond the event: the page (to sanitize) and the connected address. */
export interface AnalyticsPropsContext {
  /** The page's full URL: its query and fragment are removed from error texts. */
  pageUrl: string
  /** The connected address of `namespace`, when there is one. */
  addressOf(namespace: ChainNamespace): string | undefined
}

// Fields are names, ids and amounts: longer values are not what they claim to be.
const maxFieldLength = 100
const field = (value: string | undefined) => value?.slice(0, maxFieldLength)

const track = (event: TrackProps['event'], fields: Omit<TrackProps, 'type' | 'event'>) =>
  ({ type: 'track', event, ...fields }) as TrackProps

const transfer = (data: SendEventTransfer) => ({
  namespace: data.namespace,
  caipNetworkId: data.caipNetworkId,
  token: field(data.token),
  tokenAddress: field(data.tokenAddress),
  amount: field(data.amount),
})

const socialLoginEvents = {
  started: 'SOCIAL_LOGIN_STARTED',
  requestUserData: 'SOCIAL_LOGIN_REQUEST_USER_DATA',
  success: 'SOCIAL_LOGIN_SUCCESS',
  canceled: 'SOCIAL_LOGIN_CANCELED',
  error: 'SOCIAL_LOGIN_ERROR',
} as const satisfies Record<AppKitEvents['socialLogin']['stage'], AnalyticsEventName>

type Mappers = {
  [Name in TrackedEventName]: (
    data: AppKitEvents[Name],
    context: AnalyticsPropsContext,
  ) => AnalyticsProps
}

// Each event's fields are picked one by one, never spread: a field added to a kit event is not
// sent until it is added here (and to docs/analytics.md). The address goes only with the
// events of the account's own actions, connecting and sending.
const mappers: Mappers = {
  modalOpen: ({ view, connected }) => track('MODAL_OPEN', { view, connected }),
  modalClose: ({ connected }) => track('MODAL_CLOSE', { connected }),
  searchWallet: ({ search }) => track('SEARCH_WALLET', { search: field(search) }),
  connectSuccess: (data) =>
    track('CONNECT_SUCCESS', {
      namespace: data.namespace,
      connectorId: field(data.connectorId),
      walletName: field(data.walletName),
      address: data.address,
    }),
  sendInitiated: (data, context) =>
    track('SEND_INITIATED', { ...transfer(data), address: context.addressOf(data.namespace) }),
  sendSuccess: (data, context) =>
    track('SEND_SUCCESS', {
      ...transfer(data),
      hash: field(data.hash),
      address: context.addressOf(data.namespace),
    }),
  fetchTransactionsError: ({ namespace, caipNetworkId }) =>
    track('ERROR_FETCH_TRANSACTIONS', { namespace, caipNetworkId }),
  // The provider's name only: never the user name the provider gave, nor the frame's words.
  socialLogin: ({ stage, provider }) =>
    track(socialLoginEvents[stage], { provider: field(provider) }),
  setPreferredAccountType: ({ accountType, caipNetworkId }) =>
    track('SET_PREFERRED_ACCOUNT_TYPE', { accountType, caipNetworkId }),
  internalError: (data, { pageUrl }) => ({
    type: 'error',
    event: 'INTERNAL_SDK_ERROR',
    errorType: sanitizeErrorText(data.errorType, pageUrl, maxFieldLength),
    errorMessage: sanitizeErrorText(data.errorMessage, pageUrl, maxErrorMessageLength),
    stackTrace: sanitizeErrorText(data.stack ?? '', pageUrl, maxStackTraceLength),
    uncaught: data.uncaught,
  }),
}

/**
 * The props sent for one kit event (SPEC section 7): SPEC's event name and the fields
 * docs/analytics.md lists for it. Error texts leave nothing of the page URL's query or
 * fragment, nor any URL's query. Fields without a value are left out.
 * @example
 * toAnalyticsProps({ name: 'modalClose', data: { connected: true }, timestamp }, context)
 * // { type: 'track', event: 'MODAL_CLOSE', connected: true }
 */
export function toAnalyticsProps(
  event: TrackedEvent,
  context: AnalyticsPropsContext,
): AnalyticsProps {
  const map = mappers[event.name] as (
    data: unknown,
    context: AnalyticsPropsContext,
  ) => AnalyticsProps
  const props = map(event.data, context)
  return Object.fromEntries(
    Object.entries(props).filter(([, value]) => value !== undefined),
  ) as AnalyticsProps
}
