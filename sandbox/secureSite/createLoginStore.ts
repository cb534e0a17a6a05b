import { createHash, randomBytes, randomInt } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

/** An email the stand-in sent, as its mailbox page shows it. */
export interface SandboxMail {
  to: string
  subject: string
  text: string
  /** The one-time code it carries; '' for a mail that carries a `link` instead. */
  code: string
  /** A link to open (a device approval). */
  link?: string
  sentAt: number
}

/** How long a one-time code may be used, and how many wrong tries it takes. */
export const otpLifetimeMs = 10 * 60_000
export const otpMaxAttempts = 5

/** Why a code was refused, in the words the frame passes on to the modal. */
export type OtpRefusal = 'Invalid code' | 'Code expired' | 'Too many attempts: ask for a new code'

/** Why an email change was refused, in the words the frame passes on to the modal. */
export type EmailChangeRefusal =
  | 'Not logged in'
  | 'This login has no email to change'
  | 'This is already your email'
  | 'That email belongs to another wallet'
  | 'Ask for a code first'

type Refused = { refused: OtpRefusal | EmailChangeRefusal }

/** The embedded wallet's two EVM accounts (SPEC section 6): the user's key, or its smart account. */
export type AccountType = 'eoa' | 'smartAccount'

/**
 * A logged-in user: an email login (`email` set), or a social or Farcaster one (`email` null,
 * `userName` the name picked on the stand-in's consent page). `account` is what the key is kept
 * under: the email, or `<provider>:<userName>`.
 */
export interface LoginUser {
  account: string
  email: string | null
  userName?: string
  address: Hex
  privateKey: Hex
}

/** The code an email change waits for next. */
export interface EmailChangeStep {
  action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'
  mail: SandboxMail
}

/** What a code is for: logging in, or one of the two confirmations of an email change. */
type CodePurpose = 'login' | 'current' | 'new'

const mailWords: Record<
  CodePurpose,
  (code: string, other: string) => Omit<SandboxMail, 'to' | 'code' | 'sentAt'>
> = {
  login: (code) => ({
    subject: `Your login code: ${code}`,
    text: `Your appkit sandbox login code is ${code}. It works once, for 10 minutes.`,
  }),
  current: (code, newEmail) => ({
    subject: `Confirm your email change: ${code}`,
    text: `Someone asked to move your appkit sandbox wallet to ${newEmail}. If it was you, enter ${code}. It works once, for 10 minutes.`,
  }),
  new: (code, currentEmail) => ({
    subject: `Confirm your new email: ${code}`,
    text: `Enter ${code} to move the appkit sandbox wallet of ${currentEmail} to this address. It works once, for 10 minutes.`,
  }),
}

export interface LoginStore {
  /** Makes a fresh 6-digit code for `email` (the previous one stops working) and mails it. */
  sendCode(email: string, now?: number): SandboxMail
  /**
   * Spends `code` for `email`: the session token on success (`created` when this login gave the
   * email its key), else why not.
   */
  verifyCode(
    email: string,
    code: string,
    now?: number,
  ): { token: string; created: boolean } | { refused: OtpRefusal }
  /**
   * Starts moving the session's wallet to `newEmail` (SPEC section 4: a primary, then a secondary
   * code): mails a code to the current email; when the current email already confirmed this same
   * change, mails a fresh code to the new one instead.
   */
  startEmailChange(token: string, newEmail: string, now?: number): EmailChangeStep | Refused
  /** Spends the current email's code, then mails one to the new email. */
  confirmCurrentEmail(token: string, code: string, now?: number): { ok: true } | Refused
  /** Spends the new email's code: the wallet (its key and sessions) now belongs to the new email. */
  confirmNewEmail(token: string, code: string, now?: number): { newEmail: string } | Refused
  /**
   * Starts a session for `account`, a social or Farcaster login already checked by the caller
   * (`<provider>:<userName>`): its own key, made at its first login, as an email's is.
   */
  logIn(account: string): { token: string; created: boolean }
  /** The user of a session token, if it is live. */
  userOf(token: string): LoginUser | undefined
  /** The account type the session acts as (`setPreferredAccountType`), if it chose one. */
  preferredAccountTypeOf(token: string): AccountType | undefined
  /** Remembers the account type the session acts as from now on; false without a live session. */
  setPreferredAccountType(token: string, type: AccountType): boolean
  endSession(token: string): void
  /** Puts a message the site wrote elsewhere (a device approval link) in the mailbox. */
  deliver(message: SandboxMail): void
  /**
   * How many live sessions `account` (an email, or `<provider>:<userName>`) has (for tests: did
   * a sign-out reach the site?).
   */
  sessionCount(account: string): number
  mail: readonly SandboxMail[]
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * Whether `account` is a social or Farcaster one (`<provider>:<userName>`): an email never holds
 * a ':' (the site's email pattern refuses it), so the two never collide in one map.
 */
const isSocialAccount = (account: string) => account.includes(':')

/**
 * The sandbox secure site's users, codes and sessions. Each email, and each social or Farcaster
 * account (`<provider>:<userName>`), gets its own key the first time it logs in, kept in `dataDir/secure-site-users.json` when a folder is given (so a developer's
 * embedded wallet keeps its address across `appkit dev` runs), else in memory. Session tokens
 * are kept only as their SHA-256.
 * @example const store = createLoginStore({ dataDir: '.appkit' })
 */
export function createLoginStore(options: { dataDir?: string } = {}): LoginStore {
  const file = options.dataDir ? join(options.dataDir, 'secure-site-users.json') : undefined
  const keys = new Map<string, Hex>(
    file && existsSync(file)
      ? Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, Hex>)
      : [],
  )
  // Keyed by purpose and address: a login code never confirms an email change, nor the reverse.
  const codes = new Map<string, { code: string; expiresAt: number; attempts: number }>()
  // By the token's SHA-256: the account, and the account type it acts as once it chose one.
  const sessions = new Map<string, { account: string; preferred?: AccountType }>()
  // Email changes under way, by the current email.
  const changes = new Map<string, { newEmail: string; currentConfirmed: boolean }>()
  const mail: SandboxMail[] = []

  function saveKeys(): void {
    if (!file || !options.dataDir) return
    mkdirSync(options.dataDir, { recursive: true })
    writeFileSync(file, `${JSON.stringify(Object.fromEntries(keys), null, 2)}\n`, { mode: 0o600 })
  }

  function keyOf(email: string): Hex {
    let key = keys.get(email)
    if (!key) {
      key = generatePrivateKey()
      keys.set(email, key)
      saveKeys()
    }
    return key
  }

  // A new email's code is for one move (from one wallet's email): its slot names both.
  const slotOf = (purpose: CodePurpose, to: string, from = '') =>
    purpose === 'new' ? `new:${from}>${to}` : `${purpose}:${to}`

  // `other` is the change's other email: the new one, named in the current email's mail; the
  // current one, named in the new email's mail and part of its code's slot.
  function mailCode(purpose: CodePurpose, to: string, now: number, other = ''): SandboxMail {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    codes.set(slotOf(purpose, to, other), { code, expiresAt: now + otpLifetimeMs, attempts: 0 })
    const message: SandboxMail = { to, code, sentAt: now, ...mailWords[purpose](code, other) }
    mail.push(message)
    return message
  }

  function spendCode(
    purpose: CodePurpose,
    email: string,
    code: string,
    now: number,
    from?: string,
  ): OtpRefusal | undefined {
    const slot = slotOf(purpose, email, from)
    const entry = codes.get(slot)
    if (!entry) return 'Invalid code'
    if (now >= entry.expiresAt) {
      codes.delete(slot)
      return 'Code expired'
    }
    if (entry.code !== code) {
      entry.attempts += 1
      if (entry.attempts < otpMaxAttempts) return 'Invalid code'
      codes.delete(slot)
      return 'Too many attempts: ask for a new code'
    }
    codes.delete(slot)
    return undefined
  }

  const accountOf = (token: string) => sessions.get(sha256(token))?.account
  // The email of an email login; a social login has none to change.
  const emailOf = (token: string): { email: string } | Refused => {
    const account = accountOf(token)
    if (account === undefined) return { refused: 'Not logged in' }
    if (isSocialAccount(account)) return { refused: 'This login has no email to change' }
    return { email: account }
  }

  function startSession(account: string): { token: string; created: boolean } {
    const created = !keys.has(account)
    keyOf(account)
    const token = randomBytes(32).toString('base64url')
    sessions.set(sha256(token), { account })
    return { token, created }
  }

  return {
    mail,
    deliver: (message) => {
      mail.push(message)
    },
    sendCode: (email, now = Date.now()) => mailCode('login', email, now),
    verifyCode(email, code, now = Date.now()) {
      const refused = spendCode('login', email, code, now)
      if (refused) return { refused }
      return startSession(email)
    },
    logIn(account) {
      if (!isSocialAccount(account)) throw new TypeError(`${account} is not a social account`)
      return startSession(account)
    },
    startEmailChange(token, newEmail, now = Date.now()) {
      const owner = emailOf(token)
      if ('refused' in owner) return owner
      const { email } = owner
      if (newEmail === email) return { refused: 'This is already your email' }
      if (keys.has(newEmail)) return { refused: 'That email belongs to another wallet' }
      const change = changes.get(email)
      if (change?.newEmail === newEmail && change.currentConfirmed) {
        return { action: 'VERIFY_SECONDARY_OTP', mail: mailCode('new', newEmail, now, email) }
      }
      changes.set(email, { newEmail, currentConfirmed: false })
      return { action: 'VERIFY_PRIMARY_OTP', mail: mailCode('current', email, now, newEmail) }
    },
    confirmCurrentEmail(token, code, now = Date.now()) {
      const owner = emailOf(token)
      if ('refused' in owner) return owner
      const { email } = owner
      const change = changes.get(email)
      if (!change) return { refused: 'Ask for a code first' }
      const refused = spendCode('current', email, code, now)
      if (refused) return { refused }
      change.currentConfirmed = true
      mailCode('new', change.newEmail, now, email)
      return { ok: true }
    },
    confirmNewEmail(token, code, now = Date.now()) {
      const owner = emailOf(token)
      if ('refused' in owner) return owner
      const { email } = owner
      const change = changes.get(email)
      if (!change?.currentConfirmed) return { refused: 'Ask for a code first' }
      const { newEmail } = change
      // Another login may have claimed the address since the change began.
      if (keys.has(newEmail)) return { refused: 'That email belongs to another wallet' }
      const refused = spendCode('new', newEmail, code, now, email)
      if (refused) return { refused }
      changes.delete(email)
      keys.set(newEmail, keyOf(email))
      keys.delete(email)
      saveKeys()
      // Every session of the wallet follows it: the user stays logged in, under the new email.
      for (const session of sessions.values())
        if (session.account === email) session.account = newEmail
      return { newEmail }
    },
    userOf(token) {
      const account = accountOf(token)
      if (!account) return undefined
      const privateKey = keyOf(account)
      const address = privateKeyToAccount(privateKey).address
      if (!isSocialAccount(account)) return { account, email: account, address, privateKey }
      const userName = account.slice(account.indexOf(':') + 1)
      return { account, email: null, userName, address, privateKey }
    },
    preferredAccountTypeOf: (token) => sessions.get(sha256(token))?.preferred,
    setPreferredAccountType(token, type) {
      const session = sessions.get(sha256(token))
      if (!session) return false
      session.preferred = type
      return true
    },
    endSession(token) {
      sessions.delete(sha256(token))
    },
    sessionCount: (account) =>
      [...sessions.values()].filter((session) => session.account === account).length,
  }
}
