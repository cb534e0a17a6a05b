import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createLoginStore, otpLifetimeMs, otpMaxAttempts } from './createLoginStore.js'
import { renderMailbox } from './renderMailbox.js'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

describe('the sandbox secure site login store', () => {
  it('mails a 6-digit code that signs in once, and a session token that names the user', () => {
    const store = createLoginStore()
    const { code } = store.sendCode('a@b.co', 0)
    expect(code).toMatch(/^\d{6}$/)
    expect(store.mail).toHaveLength(1)
    const result = store.verifyCode('a@b.co', code, 1_000)
    if (!('token' in result)) throw new Error('refused')
    expect(result.created).toBe(true)
    expect(store.userOf(result.token)).toMatchObject({ email: 'a@b.co' })
    expect(store.verifyCode('a@b.co', code, 2_000)).toEqual({ refused: 'Invalid code' })
    expect(store.sessionCount('a@b.co')).toBe(1)
    store.endSession(result.token)
    expect(store.userOf(result.token)).toBeUndefined()
    expect(store.sessionCount('a@b.co')).toBe(0)
  })

  it('says a key was created only at the first login of an email, even after a restart', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'secure-site-'))
    folders.push(dataDir)
    const login = (store: ReturnType<typeof createLoginStore>, email: string) =>
      store.verifyCode(email, store.sendCode(email).code)
    const store = createLoginStore({ dataDir })
    expect(login(store, 'a@b.co')).toMatchObject({ created: true })
    expect(login(store, 'a@b.co')).toMatchObject({ created: false })
    expect(login(createLoginStore({ dataDir }), 'a@b.co')).toMatchObject({ created: false })
    expect(login(store, 'c@d.co')).toMatchObject({ created: true })
  })

  it("refuses a code at its expiry with 'Code expired'", () => {
    const store = createLoginStore()
    const { code } = store.sendCode('a@b.co', 0)
    expect(store.verifyCode('a@b.co', code, otpLifetimeMs)).toEqual({ refused: 'Code expired' })
  })

  it(`drops a code after ${otpMaxAttempts} wrong tries: the right one then fails too`, () => {
    const store = createLoginStore()
    const { code } = store.sendCode('a@b.co', 0)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 1; i < otpMaxAttempts; i++) {
      expect(store.verifyCode('a@b.co', wrong, 0)).toEqual({ refused: 'Invalid code' })
    }
    expect(store.verifyCode('a@b.co', wrong, 0)).toEqual({
      refused: 'Too many attempts: ask for a new code',
    })
    expect(store.verifyCode('a@b.co', code, 0)).toEqual({ refused: 'Invalid code' })
  })

  it('keeps each user key in the data folder (owner-only), so the address survives a restart', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'secure-site-'))
    folders.push(dataDir)
    const login = (store: ReturnType<typeof createLoginStore>) => {
      const result = store.verifyCode('a@b.co', store.sendCode('a@b.co').code)
      if (!('token' in result)) throw new Error('refused')
      return store.userOf(result.token)?.address
    }
    const first = login(createLoginStore({ dataDir }))
    expect(login(createLoginStore({ dataDir }))).toBe(first)
    const file = join(dataDir, 'secure-site-users.json')
    expect(Object.keys(JSON.parse(readFileSync(file, 'utf8')))).toEqual(['a@b.co'])
    expect(statSync(file).mode & 0o077).toBe(0)
  })

  it('keeps a key per social account, apart from emails, with the user name and no email', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'secure-site-'))
    folders.push(dataDir)
    const store = createLoginStore({ dataDir })
    const first = store.logIn('google:ada.google')
    expect(first.created).toBe(true)
    const user = store.userOf(first.token)
    expect(user).toMatchObject({
      account: 'google:ada.google',
      email: null,
      userName: 'ada.google',
    })
    expect(store.logIn('google:ada.google').created).toBe(false)
    // Another provider with the same name, and an email login, are other wallets.
    expect(store.userOf(store.logIn('github:ada.google').token)?.address).not.toBe(user?.address)
    const restarted = createLoginStore({ dataDir })
    expect(restarted.userOf(restarted.logIn('google:ada.google').token)?.address).toBe(
      user?.address,
    )
    expect(store.sessionCount('google:ada.google')).toBe(2)
    expect(() => store.logIn('a@b.co')).toThrow(TypeError)
    // A social login has no email to move.
    expect(store.startEmailChange(first.token, 'new@b.co')).toEqual({
      refused: 'This login has no email to change',
    })
  })

  it('keeps the account type a session acts as, until the session ends', () => {
    const store = createLoginStore()
    const { token } = store.logIn('farcaster:ada.eth')
    expect(store.preferredAccountTypeOf(token)).toBeUndefined()
    expect(store.setPreferredAccountType(token, 'smartAccount')).toBe(true)
    expect(store.preferredAccountTypeOf(token)).toBe('smartAccount')
    // Another session of the same account chooses for itself.
    expect(store.preferredAccountTypeOf(store.logIn('farcaster:ada.eth').token)).toBeUndefined()
    store.endSession(token)
    expect(store.preferredAccountTypeOf(token)).toBeUndefined()
    expect(store.setPreferredAccountType(token, 'eoa')).toBe(false)
  })

  describe('an email change', () => {
    function loggedIn(store: ReturnType<typeof createLoginStore>, email = 'a@b.co') {
      const result = store.verifyCode(email, store.sendCode(email).code)
      if (!('token' in result)) throw new Error('refused')
      return result.token
    }
    const lastCodeTo = (store: ReturnType<typeof createLoginStore>, to: string) =>
      store.mail.findLast((each) => each.to === to)?.code ?? ''

    it('moves the wallet after a code from the current email, then one from the new email', () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'secure-site-'))
      folders.push(dataDir)
      const store = createLoginStore({ dataDir })
      const token = loggedIn(store)
      const address = store.userOf(token)?.address
      const start = store.startEmailChange(token, 'new@b.co')
      expect(start).toMatchObject({ action: 'VERIFY_PRIMARY_OTP', mail: { to: 'a@b.co' } })
      expect(store.confirmCurrentEmail(token, lastCodeTo(store, 'a@b.co'))).toEqual({ ok: true })
      expect(store.confirmNewEmail(token, lastCodeTo(store, 'new@b.co'))).toEqual({
        newEmail: 'new@b.co',
      })
      // The same session, the same key, under the new email; kept across a restart.
      expect(store.userOf(token)).toMatchObject({ email: 'new@b.co', address })
      const file = join(dataDir, 'secure-site-users.json')
      expect(Object.keys(JSON.parse(readFileSync(file, 'utf8')))).toEqual(['new@b.co'])
      const restarted = createLoginStore({ dataDir })
      expect(restarted.userOf(loggedIn(restarted, 'new@b.co'))?.address).toBe(address)
    })

    it('takes no login code for either confirmation, and no new-email code before the current email confirmed', () => {
      const store = createLoginStore()
      const token = loggedIn(store)
      store.startEmailChange(token, 'new@b.co')
      const current = lastCodeTo(store, 'a@b.co')
      expect(store.confirmNewEmail(token, current)).toEqual({ refused: 'Ask for a code first' })
      const login = store.sendCode('a@b.co').code
      if (login !== current) {
        expect(store.confirmCurrentEmail(token, login)).toEqual({ refused: 'Invalid code' })
      }
      expect(store.confirmCurrentEmail(token, current)).toEqual({ ok: true })
      const loginToNew = store.sendCode('new@b.co').code
      const secondary = store.mail.findLast((each) => each.subject.startsWith('Confirm your new'))
      if (loginToNew !== secondary?.code) {
        expect(store.confirmNewEmail(token, loginToNew)).toEqual({ refused: 'Invalid code' })
      }
      expect(store.confirmNewEmail(token, secondary?.code ?? '')).toEqual({ newEmail: 'new@b.co' })
    })

    it("takes a new email's code only for the move it was mailed for, not another wallet's move to the same address", () => {
      const store = createLoginStore()
      const ada = loggedIn(store, 'ada@b.co')
      const bob = loggedIn(store, 'bob@b.co')
      store.startEmailChange(ada, 'new@b.co')
      store.confirmCurrentEmail(ada, lastCodeTo(store, 'ada@b.co'))
      const forAda = lastCodeTo(store, 'new@b.co')
      store.startEmailChange(bob, 'new@b.co')
      store.confirmCurrentEmail(bob, lastCodeTo(store, 'bob@b.co'))
      const forBob = lastCodeTo(store, 'new@b.co')
      expect(store.mail.at(-1)?.text).toContain('the appkit sandbox wallet of bob@b.co')
      if (forAda !== forBob) {
        expect(store.confirmNewEmail(bob, forAda)).toEqual({ refused: 'Invalid code' })
      }
      // Both codes stay good for their own move: Ada's is not replaced by Bob's.
      expect(store.confirmNewEmail(ada, forAda)).toEqual({ newEmail: 'new@b.co' })
      expect(store.confirmNewEmail(bob, forBob)).toEqual({
        refused: 'That email belongs to another wallet',
      })
    })

    it('refuses without a live session, to the same email, and to an email with its own wallet', () => {
      const store = createLoginStore()
      const token = loggedIn(store)
      loggedIn(store, 'taken@b.co')
      expect(store.startEmailChange('no-such-token', 'new@b.co')).toEqual({
        refused: 'Not logged in',
      })
      expect(store.startEmailChange(token, 'a@b.co')).toEqual({
        refused: 'This is already your email',
      })
      expect(store.startEmailChange(token, 'taken@b.co')).toEqual({
        refused: 'That email belongs to another wallet',
      })
      expect(store.confirmCurrentEmail(token, '123456')).toEqual({
        refused: 'Ask for a code first',
      })
      expect(store.userOf(token)?.email).toBe('a@b.co')
    })

    it('refuses to finish when another login claimed the new email meanwhile, and keeps the wallet', () => {
      const store = createLoginStore()
      const token = loggedIn(store)
      store.startEmailChange(token, 'new@b.co')
      store.confirmCurrentEmail(token, lastCodeTo(store, 'a@b.co'))
      const secondary = lastCodeTo(store, 'new@b.co')
      loggedIn(store, 'new@b.co')
      expect(store.confirmNewEmail(token, secondary)).toEqual({
        refused: 'That email belongs to another wallet',
      })
      expect(store.userOf(token)?.email).toBe('a@b.co')
    })

    it('asked again after the current email confirmed, mails a fresh code to the new email', () => {
      const store = createLoginStore()
      const token = loggedIn(store)
      store.startEmailChange(token, 'new@b.co')
      store.confirmCurrentEmail(token, lastCodeTo(store, 'a@b.co'))
      const first = lastCodeTo(store, 'new@b.co')
      const again = store.startEmailChange(token, 'new@b.co', Date.now())
      expect(again).toMatchObject({ action: 'VERIFY_SECONDARY_OTP', mail: { to: 'new@b.co' } })
      const fresh = lastCodeTo(store, 'new@b.co')
      if (fresh !== first) {
        expect(store.confirmNewEmail(token, first)).toEqual({ refused: 'Invalid code' })
      }
      expect(store.confirmNewEmail(token, fresh)).toEqual({ newEmail: 'new@b.co' })
    })

    it('starts over from the current email when a different new email is asked for', () => {
      const store = createLoginStore()
      const token = loggedIn(store)
      store.startEmailChange(token, 'new@b.co')
      store.confirmCurrentEmail(token, lastCodeTo(store, 'a@b.co'))
      expect(store.startEmailChange(token, 'other@b.co')).toMatchObject({
        action: 'VERIFY_PRIMARY_OTP',
        mail: { to: 'a@b.co' },
      })
      expect(store.confirmNewEmail(token, lastCodeTo(store, 'new@b.co'))).toEqual({
        refused: 'Ask for a code first',
      })
    })
  })

  it('shows hostile text on the mailbox page as text', () => {
    const html = renderMailbox([
      {
        to: '<img src=x onerror=alert(1)>@x.co',
        subject: 's',
        text: '<script>',
        code: '123456',
        sentAt: 0,
      },
    ])
    expect(html).not.toContain('<img')
    expect(html).not.toContain('<script>')
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;@x.co')
  })
})
