import { describe, expect, it } from 'vitest'
import { BaseError } from './BaseError.js'

describe('BaseError', () => {
  it('composes the message from short message, meta lines, details and docs path', () => {
    const error = new BaseError('Something failed', {
      code: 'SOMETHING_FAILED',
      details: 'Because of a reason.',
      metaMessages: ['Try again.'],
    })
    expect(error.message).toBe(
      'Something failed\n\nTry again.\nDetails: Because of a reason.\nDocs: docs/errors/SOMETHING_FAILED.md',
    )
    expect(error.shortMessage).toBe('Something failed')
    expect(error.details).toBe('Because of a reason.')
    expect(error.code).toBe('SOMETHING_FAILED')
    expect(error.docsPath).toBe('docs/errors/SOMETHING_FAILED.md')
    expect(error.name).toBe('BaseError')
    expect(error).toBeInstanceOf(Error)
  })

  it('takes details from a foreign cause and keeps the cause', () => {
    const cause = new TypeError('Failed to fetch')
    const error = new BaseError('Request failed', { code: 'X', cause })
    expect(error.cause).toBe(cause)
    expect(error.details).toBe('Failed to fetch')
    expect(error.message).toContain('Details: Failed to fetch')
  })

  it('takes details from a plain object cause with a message', () => {
    const error = new BaseError('Request failed', {
      code: 'X',
      cause: { message: 'nope', code: 1 },
    })
    expect(error.details).toBe('nope')
  })

  it('takes the details of a kit error cause', () => {
    const inner = new BaseError('Inner', { code: 'INNER', details: 'inner details' })
    expect(new BaseError('Outer', { code: 'OUTER', cause: inner }).details).toBe('inner details')
  })

  it('honours an explicit docs path and has no cause when none is given', () => {
    const error = new BaseError('Short', { code: 'X', docsPath: 'docs/errors/custom.md' })
    expect(error.message).toBe('Short\n\nDocs: docs/errors/custom.md')
    expect('cause' in error).toBe(false)
  })

  describe('walk', () => {
    const root = new Error('root')
    const middle = new BaseError('Middle', { code: 'MIDDLE', cause: root })
    const top = new BaseError('Top', { code: 'TOP', cause: middle })

    it('returns the innermost cause without a predicate', () => {
      expect(top.walk()).toBe(root)
    })

    it('returns the first error the predicate accepts, itself included', () => {
      expect(top.walk((e) => e instanceof BaseError)).toBe(top)
      expect(top.walk((e) => e instanceof BaseError && e.code === 'MIDDLE')).toBe(middle)
      expect(top.walk((e) => e === root)).toBe(root)
    })

    it('returns null when nothing matches', () => {
      expect(top.walk(() => false)).toBeNull()
    })

    it('stops on a cyclic cause chain', () => {
      const a: { message: string; cause?: unknown } = { message: 'a' }
      const b = { message: 'b', cause: a }
      a.cause = b
      const error = new BaseError('Cyclic', { code: 'CYCLE', cause: a })
      expect(error.walk(() => false)).toBeNull()
      expect(error.walk()).toBe(b)
    })
  })
})
