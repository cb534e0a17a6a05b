import { describe, expect, it } from 'vitest'
import type { EmailLoginOff } from '../../../schema/grammar/emailLoginSite.js'
import { EmailLoginOffError } from './EmailLoginOffError.js'

describe('EmailLoginOffError', () => {
  it.each([
    ['features.email', 'features.email is false'],
    ['no-evm-network', 'no EVM network'],
    ['no-secure-site', 'set it to a secure site that implements docs/secure-site.md'],
    ['same-origin', "this page's own origin"],
  ] satisfies [EmailLoginOff, string][])('names the reason %s and what to do', (reason, words) => {
    const error = new EmailLoginOffError(reason)
    expect(error.code).toBe('EMAIL_LOGIN_OFF')
    expect(error.reason).toBe(reason)
    expect(error.details).toContain(words)
  })
})
