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
    store.endSession(result.token)
    expect(store.userOf(result.token)).toBeUndefined()
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
