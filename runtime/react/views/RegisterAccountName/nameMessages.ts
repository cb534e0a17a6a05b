import type { NameProblem, NameRegistrationFailure } from '../../../core/kernel.js'
import { registerNameStrings as words } from './registerNameStrings.js'

/** Characters that show as themselves: printable ASCII, which cannot pass for another. */
const plainAscii = /^[\x21-\x7e]$/
/** Characters that can be seen at all: letters, digits, punctuation, symbols (emoji). */
const visible = /^[\p{L}\p{N}\p{P}\p{S}]$/u

/**
 * An offending character as the person can recognise it: ASCII as itself, a visible character
 * with its code point (a Cyrillic 'а' looks like 'a'), an invisible one by its code point only.
 */
function shownCharacter(character: string): string {
  const code = `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`
  if (plainAscii.test(character)) return `"${character}"`
  return visible.test(character) ? `"${character}" (${code})` : code
}

/**
 * What is wrong with a typed name, in plain words; nothing for an empty field (the Register button
 * is off, there is nothing to correct yet).
 * @example nameProblemText({ kind: 'tooShort' }) // 'Use at least 4 characters.'
 */
export function nameProblemText(problem: NameProblem | undefined): string | undefined {
  switch (problem?.kind) {
    case 'character':
      return /^\s$/u.test(problem.character)
        ? words.problems.space
        : words.problems.character(shownCharacter(problem.character))
    case 'hyphenAtEdge':
      return words.problems.hyphenAtEdge
    case 'doubleHyphen':
      return words.problems.doubleHyphen
    case 'tooShort':
      return words.problems.tooShort
    case 'tooLong':
      return words.problems.tooLong
    default:
      return undefined
  }
}

/**
 * Why the last registration registered nothing, under SPEC's 'Error registering name': the name
 * service's own reason when it gave one.
 * @example failureText({ kind: 'refused', reason: 'Name is already registered' }) // 'Name is already registered'
 */
export function failureText(failure: NameRegistrationFailure): string {
  switch (failure.kind) {
    case 'declined':
      return words.declined
    case 'signFailed':
      return failure.reason ? `${words.signFailed} ${failure.reason}` : words.signFailed
    case 'unreachable':
      return words.unreachable
    case 'refused':
      return failure.reason ?? words.refused
    case 'accountChanged':
      return words.accountChanged
  }
}
