import type { FrameRequestName, FrameRequests, FrameUser } from './frameProtocol.js'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isChainId = (value: unknown) =>
  (typeof value === 'string' && value.length > 0 && value.length <= 64) ||
  (typeof value === 'number' && Number.isSafeInteger(value) && value > 0)
const isShortText = (value: unknown, max = 320) => typeof value === 'string' && value.length <= max
const isAddress = (value: unknown) =>
  typeof value === 'string' && /^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/.test(value)
// Smart accounts are EVM accounts only.
const isEvmAddress = (value: unknown) =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
const isAccountType = (value: unknown) => value === 'eoa' || value === 'smartAccount'
const isPositiveInteger = (value: unknown) => Number.isSafeInteger(value) && (value as number) > 0
const isOptional = (value: unknown, check: (value: unknown) => boolean) =>
  value === undefined || check(value)

/** An absolute http(s) URL of at most 2048 characters: a page the kit navigates to or shows. */
function isPageUrl(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 2048) return false
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

function isUser(value: unknown): value is FrameUser {
  if (!isRecord(value) || !isAddress(value.address) || !isChainId(value.chainId)) return false
  if (value.email !== undefined && value.email !== null && !isShortText(value.email)) return false
  if (value.userName !== undefined && !isShortText(value.userName, 100)) return false
  if (!isOptional(value.preferredAccountType, isAccountType)) return false
  if (!isOptional(value.smartAccountDeployed, (deployed) => typeof deployed === 'boolean')) {
    return false
  }
  if (value.accounts === undefined) return true
  return (
    Array.isArray(value.accounts) &&
    value.accounts.length <= 20 &&
    value.accounts.every(
      (account) => isRecord(account) && isAddress(account.address) && isAccountType(account.type),
    )
  )
}

/** What each success must look like; a success that does not is treated as a malformed answer. */
const successShapes: { [Name in FrameRequestName]: (value: unknown) => boolean } = {
  SWITCH_NETWORK: (value) => isRecord(value) && isChainId(value.chainId),
  CONNECT_EMAIL: (value) =>
    isRecord(value) && ['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'].includes(String(value.action)),
  CONNECT_DEVICE: () => true,
  CONNECT_OTP: () => true,
  UPDATE_EMAIL: (value) =>
    isRecord(value) &&
    ['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'].includes(String(value.action)),
  UPDATE_EMAIL_PRIMARY_OTP: () => true,
  UPDATE_EMAIL_SECONDARY_OTP: (value) =>
    isRecord(value) && isShortText(value.newEmail) && value.newEmail !== '',
  GET_USER: isUser,
  SIGN_OUT: () => true,
  IS_CONNECTED: (value) => isRecord(value) && typeof value.isConnected === 'boolean',
  GET_CHAIN_ID: (value) => isRecord(value) && isChainId(value.chainId),
  // An RPC answer is the wallet's (a hash, a signature, an object): checked by whoever asked.
  RPC_REQUEST: () => true,
  RPC_ABORT: () => true,
  SYNC_THEME: () => true,
  SYNC_DAPP_DATA: () => true,
  // Only the shape: the social login itself checks that it is on the secure site's origin.
  GET_SOCIAL_REDIRECT_URI: (value) => isRecord(value) && isPageUrl(value.uri),
  CONNECT_SOCIAL: (value) =>
    isRecord(value) &&
    isOptional(value.userName, (name) => isShortText(name, 100)) &&
    isOptional(value.email, (email) => email === null || isShortText(email)),
  GET_FARCASTER_URI: (value) =>
    isRecord(value) && isPageUrl(value.url) && isPositiveInteger(value.expiresAt),
  CONNECT_FARCASTER: (value) =>
    isRecord(value) && isShortText(value.userName, 100) && value.userName !== '',
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: (value) =>
    isRecord(value) &&
    Array.isArray(value.smartAccountEnabledNetworks) &&
    value.smartAccountEnabledNetworks.length <= 200 &&
    value.smartAccountEnabledNetworks.every(isPositiveInteger),
  INIT_SMART_ACCOUNT: (value) =>
    isRecord(value) && isEvmAddress(value.address) && typeof value.isDeployed === 'boolean',
  SET_PREFERRED_ACCOUNT: (value) =>
    isRecord(value) && isAccountType(value.type) && isEvmAddress(value.address),
  RELOAD: () => true,
}

/** An answer read from the frame: the result, or the frame's error message. */
export type FrameAnswer<Name extends FrameRequestName> =
  | { ok: true; result: FrameRequests[Name]['result'] }
  | { ok: false; message: string; code?: number }
  | { ok: 'malformed' }

/**
 * Reads the answer to a `name` request: `<name>_SUCCESS` with a payload of the request's shape,
 * or `<name>_ERROR` with the frame's message (SPEC section 8: 'An error occurred' when it has
 * none) and its EIP-1193 `code` when it gives an integer one. Anything else is `malformed`.
 * @example readFrameAnswer('IS_CONNECTED', 'IS_CONNECTED_SUCCESS', { isConnected: true })
 */
export function readFrameAnswer<Name extends FrameRequestName>(
  name: Name,
  type: string,
  payload: unknown,
): FrameAnswer<Name> {
  if (type === `${name}_SUCCESS`) {
    return successShapes[name](payload)
      ? { ok: true, result: payload as FrameRequests[Name]['result'] }
      : { ok: 'malformed' }
  }
  if (type === `${name}_ERROR`) {
    const message = isRecord(payload) ? payload.message : undefined
    const code = isRecord(payload) ? payload.code : undefined
    return {
      ok: false,
      message:
        typeof message === 'string' && message.trim() ? message.slice(0, 300) : 'An error occurred',
      ...(Number.isSafeInteger(code) ? { code: code as number } : {}),
    }
  }
  return { ok: 'malformed' }
}
