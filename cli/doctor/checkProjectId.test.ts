import { describe, expect, it } from 'vitest'
import { checkProjectId } from './checkProjectId.js'

describe('checkProjectId', () => {
  it('accepts 32 lower-case hex characters', () => {
    expect(checkProjectId('5f3a9c0e7b214d8aa6e1c94f0d2b7e63').status).toBe('ok')
  })

  it('warns about the placeholder id of the docs, and about one repeated character', () => {
    for (const id of ['0123456789abcdef0123456789abcdef', '0'.repeat(32)]) {
      expect(checkProjectId(id)).toMatchObject({
        status: 'warn',
        detail: expect.stringContaining('placeholder'),
      })
    }
  })

  it('fails upper case with the rule validate and init use', () => {
    expect(checkProjectId('5F3A9C0E7B214D8AA6E1C94F0D2B7E63')).toMatchObject({
      status: 'fail',
      detail: expect.stringContaining('must be 32 lowercase hexadecimal characters'),
    })
  })

  it('fails anything else', () => {
    expect(checkProjectId('abc').status).toBe('fail')
  })
})
