import type { LoginStore } from './createLoginStore.js'

/** The email change routes of the secure site's API, and what their POST bodies carry. */
export const emailChangePaths = {
  start: '/api/email/update',
  current: '/api/email/update/current',
  new: '/api/email/update/new',
} as const

export type EmailChangePath = (typeof emailChangePaths)[keyof typeof emailChangePaths]

export const isEmailChangePath = (path: string): path is EmailChangePath =>
  Object.values<string>(emailChangePaths).includes(path)

/**
 * Answers one step of an email change for the session `token` (SPEC section 4: UPDATE_EMAIL,
 * then the current email's code, then the new email's): `start` takes `{ email }` (already
 * trimmed, lowercased and checked by the caller), the other two `{ otp }`. A refusal is a 400
 * (401 without a session) whose message the frame passes on.
 * @example answerEmailChange(store, token, '/api/email/update', { email: 'new@b.co' })
 */
export function answerEmailChange(
  store: LoginStore,
  token: string | undefined,
  path: EmailChangePath,
  fields: { email?: string; otp?: string },
): { status: number; body: unknown } {
  if (!token || !store.userOf(token)) return { status: 401, body: { message: 'Not logged in' } }
  const result =
    path === emailChangePaths.start
      ? store.startEmailChange(token, fields.email ?? '')
      : path === emailChangePaths.current
        ? store.confirmCurrentEmail(token, fields.otp ?? '')
        : store.confirmNewEmail(token, fields.otp ?? '')
  if ('refused' in result) return { status: 400, body: { message: result.refused } }
  if ('action' in result) return { status: 200, body: { action: result.action } }
  return { status: 200, body: 'newEmail' in result ? { newEmail: result.newEmail } : {} }
}
