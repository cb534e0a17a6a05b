import { describe, expect, it } from 'vitest'
import { type CodeForm, errorCodeUses } from './errorCodeUses.js'

const found = (source: string) => errorCodeUses(source).map(({ code, form }) => [code, form])

describe('errorCodeUses', () => {
  it.each<[string, string, string, CodeForm]>([
    [
      'an error made with a code',
      "new BaseError('Modal closed', { code: 'MODAL_CLOSED' })",
      'MODAL_CLOSED',
      'property',
    ],
    [
      'a code kept as const',
      "const reason = { code: 'UNAUTHORIZED' as const }",
      'UNAUTHORIZED',
      'property',
    ],
    [
      'a table row',
      "const table = { 4100: { code: 'UNAUTHORIZED', shortMessage: 'x' } }",
      'UNAUTHORIZED',
      'property',
    ],
    [
      'a class field',
      "class E extends Error { readonly code = 'UNAUTHORIZED' }",
      'UNAUTHORIZED',
      'property',
    ],
    [
      'a field type',
      "class E extends BaseError { declare readonly code: 'UNAUTHORIZED' }",
      'UNAUTHORIZED',
      'property',
    ],
    [
      'a type of object',
      "type Coded = { code: 'UNAUTHORIZED' | 'MODAL_CLOSED' }",
      'UNAUTHORIZED',
      'property',
    ],
    ['a comparison', "if (error.code === 'UNAUTHORIZED') stop()", 'UNAUTHORIZED', 'comparison'],
    [
      'a comparison, reversed',
      "if ('UNAUTHORIZED' !== error?.code) go()",
      'UNAUTHORIZED',
      'comparison',
    ],
    [
      'a comparison with a variable',
      "const same = code == ('UNAUTHORIZED')",
      'UNAUTHORIZED',
      'comparison',
    ],
    [
      'a case of a switch on the code',
      "switch (error.code) { case 'UNAUTHORIZED': break }",
      'UNAUTHORIZED',
      'comparison',
    ],
    ['a guard', "if (isAppKitError(error, 'UNAUTHORIZED')) stop()", 'UNAUTHORIZED', 'guard'],
    ['an ApiError', "throw new ApiError('RATE_LIMITED', { url })", 'RATE_LIMITED', 'constructor'],
    [
      'a list tested against a code',
      "['UNAUTHORIZED', 'X'].includes(error.code)",
      'UNAUTHORIZED',
      'list',
    ],
    [
      'a list named for codes',
      "const retryCodes = new Set(['UNAUTHORIZED'])",
      'UNAUTHORIZED',
      'list',
    ],
    [
      'a list of codes as const',
      "export const codes = ['UNAUTHORIZED'] as const",
      'UNAUTHORIZED',
      'list',
    ],
  ])('finds %s', (_name, source, code, form) => {
    expect(found(source)).toContainEqual([code, form])
  })

  it('finds a code-shaped string of two words or more anywhere else', () => {
    expect(found("const unreachable = new Set(['IFRAME_LOAD_FAILED'])")).toEqual([
      ['IFRAME_LOAD_FAILED', 'shape'],
    ])
    expect(found('report(`HTTP_REQUEST_FAILED`)')).toEqual([['HTTP_REQUEST_FAILED', 'shape']])
  })

  it('ignores comments, messages, one-word strings out of a code context and other codes', () => {
    const source = [
      "// error.code === 'MODAL_CLOSED'",
      "/** @example isAppKitError(error, 'USER_REJECTED_REQUEST') */",
      "throw new Error('USER_REJECTED_REQUEST happened')",
      "const method = 'GET'",
      "if (event.code === 'KeyT') toggle()",
      'if (error.code === 4001) stop()',
      "new FrameRequestError('RPC', 'no')",
    ].join('\n')
    expect(found(source)).toEqual([])
  })

  it('names the line of each string', () => {
    const uses = errorCodeUses("const a = 1\nif (error.code === 'MODAL_CLOSED') stop()\n")
    expect(uses).toEqual([{ code: 'MODAL_CLOSED', form: 'comparison', line: 2 }])
  })
})
