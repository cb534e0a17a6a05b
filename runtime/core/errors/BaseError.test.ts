import { describe, expect, it } from 'vitest'
import { BaseError } from './BaseError.js'

describe('BaseError', () => {
  it('composes the message from short message, meta lines, details and docs path', () => {
    const error = new BaseError('Something failed', {
      code: 'FAILED_TO_CONNECT',
      details: 'Because of a reason.',
      metaMessages: ['Try again.'],
    })
    expect(error.message).toBe(
      'Something failed\n\nTry again.\nDetails: Because of a reason.\nDocs: docs/errors/FAILED_TO_CONNECT.md',
    )
    expect(error.shortMessage).toBe('Something failed')
    expect(error.details).toBe('Because of a reason.')
    expect(error.code).toBe('FAILED_TO_CONNECT')
    expect(error.docsPath).toBe('docs/errors/FAILED_TO_CONNECT.md')
    expect(error.name).toBe('BaseError')
    expect(error).toBeInstanceOf(Error)
  })

  it('takes details from a foreign cause and keeps the cause', () => {
    const cause = new TypeError('Failed to fetch')
    const error = new BaseError('Request failed', { code: 'UNKNOWN_ERROR', cause })
    expect(error.cause).toBe(cause)
    expect(error.details).toBe('Failed to fetch')
    expect(error.message).toContain('Details: Failed to fetch')
  })

  it('takes details from a plain object cause with a message', () => {
    const error = new BaseError('Request failed', {
      code: 'UNKNOWN_ERROR',
      cause: { message: 'nope', code: 1 },
    })
    expect(error.details).toBe('nope')
  })

  it('takes the details of a kit error cause', () => {
    const inner = new BaseError('Inner', { code: 'CONNECTION_TIMEOUT', details: 'inner details' })
    expect(new BaseError('Outer', { code: 'FAILED_TO_CONNECT', cause: inner }).details).toBe(
      'inner details',
    )
  })

  it('honours an explicit docs path and has no cause when none is given', () => {
    const error = new BaseError('Short', {
      code: 'UNKNOWN_ERROR',
      docsPath: 'docs/errors/custom.md',
    })
    expect(error.message).toBe('Short\n\nDocs: docs/errors/custom.md')
    expect('cause' in error).toBe(false)
  })

  describe('walk', () => {
    const root = new Error('root')
    const middle = new BaseError('Middle', { code: 'CONNECTION_TIMEOUT', cause: root })
    const top = new BaseError('Top', { code: 'FAILED_TO_CONNECT', cause: middle })

    it('returns the innermost cause without a predicate', () => {
      expect(top.walk()).toBe(root)
    })

    it('returns the first error the predicate accepts, itself included', () => {
      expect(top.walk((e) => e instanceof BaseError)).toBe(top)
      expect(top.walk((e) => e instanceof BaseError && e.code === 'CONNECTION_TIMEOUT')).toBe(
        middle,
      )
      expect(top.walk((e) => e === root)).toBe(root)
    })

    it('returns null when nothing matches', () => {
      expect(top.walk(() => false)).toBeNull()
    })

    it('stops on a cyclic cause chain', () => {
      const a: { message: string; cause?: unknown } = { message: 'a' }
      const b = { message: 'b', cause: a }
      a.cause = b
      const error = new BaseError('Cyclic', { code: 'UNKNOWN_ERROR', cause: a })
      expect(error.walk(() => false)).toBeNull()
      expect(error.walk()).toBe(b)
    })
  })
})
