import type { z } from 'zod'
import { builtinNetworkIds } from './configSchema.js'
import { didYouMean } from './didYouMean.js'
import { networkObjectId } from './reownAppKitOptions.js'
import { unknownKeyMessage } from './unknownKeyMessage.js'

/** One problem in a config, located by its path. */
export interface ConfigIssue {
  /** Where the problem is, e.g. `networks[1].rpcUrls.default.http[0]`; empty for the root. */
  path: string
  message: string
  /** A stable code: zod's issue code, or `unknown_key`. */
  code: string
}

type PathSegment = PropertyKey

/** Renders a path the way a developer would write it in code: `a.b[0]["eip155:1"]`. */
export function formatPath(path: readonly PathSegment[]): string {
  let text = ''
  for (const segment of path) {
    if (typeof segment === 'number') text += `[${segment}]`
    else if (typeof segment === 'string' && /^[A-Za-z_$][\w$]*$/.test(segment)) {
      text += text ? `.${segment}` : segment
    } else text += `[${JSON.stringify(String(segment))}]`
  }
  return text
}

function valueAt(input: unknown, path: readonly PathSegment[]): unknown {
  let value = input
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<PropertyKey, unknown>)[segment]
  }
  return value
}

/** Replaces `user:password@` in URLs so secrets never reach a terminal or a CI log. */
export function redactCredentials(text: string): string {
  return text.replace(/([a-z][a-z0-9+.-]*:\/\/)[^\s/@"]+@/gi, '$1***@')
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing'
  let text: string
  try {
    text = typeof value === 'function' ? 'a function' : (JSON.stringify(value) ?? String(value))
  } catch {
    text = String(value)
  }
  if (text.length > 80) text = `${text.slice(0, 77)}...`
  return redactCredentials(text)
}

function withArticle(noun: string): string {
  return `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`
}

function typeName(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

// A union reports one list of issues per option; the useful one is the option whose shape the
// input has (a string for a built-in id, an object for a custom network).
function pickUnionBranch(issue: z.core.$ZodIssueInvalidUnion): z.core.$ZodIssue[] {
  const shaped = issue.errors.filter(
    (branch) => !branch.some((inner) => inner.code === 'invalid_type' && inner.path.length === 0),
  )
  return shaped[0] ?? issue.errors[0] ?? []
}

// Reown AppKit takes network objects (`defaultNetwork: mainnet`) where we take an id.
function networkIdHint(path: readonly PathSegment[], value: unknown): string {
  const id = path.length === 1 && path[0] === 'defaultNetwork' ? networkObjectId(value) : undefined
  return id
    ? `; write its id, "${id}" (Reown AppKit takes a network object here, appkit an id)`
    : ''
}

function messageFor(issue: z.core.$ZodIssue, value: unknown, path: readonly PathSegment[]): string {
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined
        ? 'is required'
        : `must be ${withArticle(issue.expected === 'array' ? 'list' : issue.expected)} (got ${typeName(value)} ${describe(value)})${networkIdHint(path, value)}`
    case 'invalid_value': {
      const hint =
        typeof value === 'string' ? didYouMean(value, issue.values.map(String)) : undefined
      const base = issue.message.startsWith('Invalid')
        ? `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`
        : issue.message
      return `${base} (got ${describe(value)})${hint ? `; did you mean "${hint}"?` : ''}`
    }
    case 'too_small':
    case 'too_big':
      return issue.message.startsWith('Too') ? `${issue.message.toLowerCase()}` : issue.message
    default:
      return `${issue.message} (got ${describe(value)})`
  }
}

/**
 * Turns zod's issues for `input` into one readable line each, with the path of the problem,
 * what was received, and for an unknown key where it belongs (or a near name).
 */
export function formatIssues(
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
  schema: z.ZodType,
  basePath: readonly PathSegment[] = [],
): ConfigIssue[] {
  const result: ConfigIssue[] = []
  for (const issue of issues) {
    const path = [...basePath, ...issue.path]
    if (issue.code === 'invalid_union') {
      const branch = pickUnionBranch(issue)
      const value = valueAt(input, path)
      if (typeof value === 'string' && branch.every((inner) => inner.path.length === 0)) {
        const hint = didYouMean(value, builtinNetworkIds)
        const message = branch[0]?.message ?? issue.message
        result.push({
          path: formatPath(path),
          message: `${message} (got ${describe(value)})${hint ? `; did you mean "${hint}"?` : ''}`,
          code: branch[0]?.code ?? issue.code,
        })
      } else result.push(...formatIssues(branch, input, schema, path))
      continue
    }
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        result.push({
          path: formatPath([...path, key]),
          message: unknownKeyMessage(schema, path, key, input),
          code: 'unknown_key',
        })
      }
      continue
    }
    result.push({
      path: formatPath(path),
      message: messageFor(issue, valueAt(input, path), path),
      code: issue.code,
    })
  }
  return result
}

/** One line per issue, as the CLI prints them: `! path: message`. */
export function formatIssueLines(issues: readonly ConfigIssue[]): string[] {
  return issues.map((issue) => `! ${issue.path || '(config)'}: ${issue.message}`)
}
