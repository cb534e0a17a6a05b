import type { NameProblem } from '../../runtime/core/names/nameRules.js'

/**
 * What is wrong with a name label, in the words of the stand-in's 400 answers.
 * @example describeNameProblem({ kind: 'character', character: ' ' }) // '" " is not allowed: only a-z, 0-9 and hyphen'
 */
export function describeNameProblem(problem: NameProblem): string {
  switch (problem.kind) {
    case 'empty':
      return 'the label is empty'
    case 'character':
      return `${JSON.stringify(problem.character)} is not allowed: only a-z, 0-9 and hyphen`
    case 'hyphenAtEdge':
      return 'a hyphen may not start or end it'
    case 'doubleHyphen':
      return 'two hyphens in a row are not allowed'
    case 'tooShort':
      return 'at least 4 characters'
    case 'tooLong':
      return 'at most 32 characters'
  }
}
