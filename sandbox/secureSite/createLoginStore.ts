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
  /** The one-time code it carries. */
  code: string
  sentAt: number
}

/** How long a one-time code may be used, and how many wrong tries it takes. */
export const otpLifetimeMs = 10 * 60_000
export const otpMaxAttempts = 5

/** Why a code was refused, in the words the frame passes on to the modal. */
export type OtpRefusal = 'Invalid code' | 'Code expired' | 'Too many attempts: ask for a new code'

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
  /** The user of a session token, if it is live. */
  userOf(token: string): { email: string; address: Hex; privateKey: Hex } | undefined
  endSession(token: string): void
  mail: readonly SandboxMail[]
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * The sandbox secure site's users, codes and sessions. Each email gets its own key the first time
 * it logs in, kept in `dataDir/secure-site-users.json` when a folder is given (so a developer's
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
  const codes = new Map<string, { code: string; expiresAt: number; attempts: number }>()
  const sessions = new Map<string, string>()
  const mail: SandboxMail[] = []

  function keyOf(email: string): Hex {
    let key = keys.get(email)
    if (!key) {
      key = generatePrivateKey()
      keys.set(email, key)
      if (file && options.dataDir) {
        mkdirSync(options.dataDir, { recursive: true })
        writeFileSync(file, `${JSON.stringify(Object.fromEntries(keys), null, 2)}\n`, {
          mode: 0o600,
        })
      }
    }
    return key
  }

  return {
    mail,
    sendCode(email, now = Date.now()) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      codes.set(email, { code, expiresAt: now + otpLifetimeMs, attempts: 0 })
      const message: SandboxMail = {
        to: email,
        subject: `Your login code: ${code}`,
        text: `Your appkit sandbox login code is ${code}. It works once, for 10 minutes.`,
        code,
        sentAt: now,
      }
      mail.push(message)
      return message
    },
    verifyCode(email, code, now = Date.now()) {
      const entry = codes.get(email)
      if (!entry) return { refused: 'Invalid code' }
      if (now >= entry.expiresAt) {
        codes.delete(email)
        return { refused: 'Code expired' }
      }
      if (entry.code !== code) {
        entry.attempts += 1
        if (entry.attempts >= otpMaxAttempts) {
          codes.delete(email)
          return { refused: 'Too many attempts: ask for a new code' }
        }
        return { refused: 'Invalid code' }
      }
      codes.delete(email)
      const created = !keys.has(email)
      keyOf(email)
      const token = randomBytes(32).toString('base64url')
      sessions.set(sha256(token), email)
      return { token, created }
    },
    userOf(token) {
      const email = sessions.get(sha256(token))
      if (!email) return undefined
      const privateKey = keyOf(email)
      return { email, address: privateKeyToAccount(privateKey).address, privateKey }
    },
    endSession(token) {
      sessions.delete(sha256(token))
    },
  }
}
