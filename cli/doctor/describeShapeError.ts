import type * as z from 'zod/mini'

/**
 * One short phrase for the first problem zod found in a response, e.g. `allowedOrigins is not
 * an array`. zod/mini ships no message texts (to stay small), so the phrase is built here.
 * @example describeShapeError(result.error) // 'data[0].id is not a string'
 */
export function describeShapeError(error: z.core.$ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'the response does not match'
  let path = ''
  for (const segment of issue.path) {
    path += typeof segment === 'number' ? `[${segment}]` : `${path ? '.' : ''}${String(segment)}`
  }
  const where = path || 'the body'
  if (issue.code === 'invalid_type') {
    return issue.input === undefined
      ? `${where} is missing`
      : `${where} is not ${article(issue.expected)}`
  }
  return `${where} is not valid (${issue.code})`
}

function article(noun: string): string {
  return `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`
}
