import { describe, expect, it } from 'vitest'
import { checkProjectId } from './checkProjectId.js'

describe('checkProjectId', () => {
  it('accepts 32 lower-case hex characters', () => {
    expect(checkProjectId('0123456789abcdef0123456789abcdef').status).toBe('ok')
  })

  it('warns about a placeholder and about upper case', () => {
    expect(checkProjectId('0'.repeat(32))).toMatchObject({
      status: 'warn',
      detail: expect.stringContaining('placeholder'),
    })
    expect(checkProjectId('0123456789ABCDEF0123456789ABCDEF')).toMatchObject({
      status: 'warn',
      detail: expect.stringContaining('upper-case'),
    })
  })

  it('fails anything else', () => {
    expect(checkProjectId('abc').status).toBe('fail')
  })
})
