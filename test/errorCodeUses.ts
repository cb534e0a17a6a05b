import ts from 'typescript'

/**
 * Where a string reads as an error code: the `code` of an object, class or type (`code: 'X'`,
 * `code = 'X'`, `code: 'X' | 'Y'`); compared with a `code` (`error.code === 'X'`, `case 'X':` of
 * a `switch (error.code)`, `['X'].includes(error.code)`); given to `isAppKitError(e, 'X')`; the
 * first argument of `new ApiError('X', ...)`; in a list named `...Codes`; or, anywhere else, only
 * by its shape (`'SOME_WORDS'`).
 */
export type CodeForm = 'property' | 'comparison' | 'guard' | 'constructor' | 'list' | 'shape'

/** One string of a source file that is, or looks like, an error code. */
export interface CodeUse {
  code: string
  form: CodeForm
  /** 1-based line of the string. */
  line: number
}

// Error codes are upper snake case (`UNAUTHORIZED`, `USER_REJECTED_REQUEST`).
const upperSnake = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/
// Without a code's context, only a string of two words or more looks like one: single upper-case
// words are mostly something else (`'GET'`, `'ETH'`, `'AUTH'`).
const codeShaped = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/
// Error classes whose first argument is the code (others take a message or a frame request name).
const codeFirstErrors = new Set(['ApiError'])
const comparisons = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
])

function nameOf(node: ts.Node): string | undefined {
  if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) return node.text
  if (ts.isStringLiteral(node)) return node.text
  if (ts.isPropertyAccessExpression(node)) return node.name.text
  if (ts.isElementAccessExpression(node) && ts.isStringLiteral(node.argumentExpression)) {
    return node.argumentExpression.text
  }
  return undefined
}

/** `code`, `error.code`, `error['code']`, possibly optional-chained, parenthesized or cast. */
function isCodeExpression(node: ts.Node): boolean {
  let inner = node
  while (
    ts.isParenthesizedExpression(inner) ||
    ts.isAsExpression(inner) ||
    ts.isNonNullExpression(inner)
  ) {
    inner = inner.expression
  }
  return (
    (ts.isIdentifier(inner) ||
      ts.isPropertyAccessExpression(inner) ||
      ts.isElementAccessExpression(inner)) &&
    nameOf(inner) === 'code'
  )
}

/** The expression or type a literal stands as, past `as const`, `satisfies`, parentheses, unions. */
function outermost(node: ts.Node): ts.Node {
  let current = node
  for (;;) {
    const parent = current.parent
    if (
      ts.isLiteralTypeNode(parent) ||
      ts.isUnionTypeNode(parent) ||
      ts.isParenthesizedTypeNode(parent) ||
      ts.isParenthesizedExpression(parent) ||
      ts.isAsExpression(parent) ||
      ts.isSatisfiesExpression(parent) ||
      ts.isTypeAssertionExpression(parent)
    ) {
      current = parent
    } else {
      return current
    }
  }
}

/** A list of codes: `['X', 'Y'].includes(code)`, or a list (or `Set`) named `...codes`. */
function isCodeList(list: ts.ArrayLiteralExpression): boolean {
  const holder = outermost(list).parent
  if (
    ts.isPropertyAccessExpression(holder) &&
    ['includes', 'indexOf'].includes(holder.name.text) &&
    ts.isCallExpression(holder.parent) &&
    holder.parent.arguments.some(isCodeExpression)
  ) {
    return true
  }
  const named = ts.isNewExpression(holder) ? outermost(holder).parent : holder
  const name =
    (ts.isVariableDeclaration(named) ||
      ts.isPropertyAssignment(named) ||
      ts.isPropertyDeclaration(named)) &&
    nameOf(named.name)
  return typeof name === 'string' && /codes$/i.test(name)
}

function formOf(literal: ts.StringLiteralLike): CodeForm | undefined {
  const node = outermost(literal)
  const parent = node.parent
  if (
    (ts.isPropertyAssignment(parent) && parent.initializer === node) ||
    (ts.isPropertyDeclaration(parent) && (parent.initializer === node || parent.type === node)) ||
    (ts.isPropertySignature(parent) && parent.type === node)
  ) {
    return nameOf(parent.name) === 'code' ? 'property' : undefined
  }
  if (ts.isBinaryExpression(parent) && comparisons.has(parent.operatorToken.kind)) {
    const other = parent.left === node ? parent.right : parent.left
    return isCodeExpression(other) ? 'comparison' : undefined
  }
  if (ts.isCaseClause(parent) && parent.expression === node) {
    return isCodeExpression(parent.parent.parent.expression) ? 'comparison' : undefined
  }
  if (ts.isCallExpression(parent) && nameOf(parent.expression) === 'isAppKitError') return 'guard'
  if (ts.isNewExpression(parent) && parent.arguments?.[0] === node) {
    return codeFirstErrors.has(nameOf(parent.expression) ?? '') ? 'constructor' : undefined
  }
  if (ts.isArrayLiteralExpression(parent) && isCodeList(parent)) return 'list'
  return undefined
}

/**
 * Every string of `source` that is written as an error code, in any of the forms `CodeForm`
 * names, read with the compiler's own parser (so comments and messages that mention a code are
 * not counted). Single-word strings count only in a code's context; longer upper-snake strings
 * count anywhere, as `shape` when no context says more.
 * @example errorCodeUses("if (error.code === 'MODAL_CLOSED') return") // [{ code: 'MODAL_CLOSED', form: 'comparison', line: 1 }]
 */
export function errorCodeUses(source: string, fileName = 'file.ts'): CodeUse[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  const uses: CodeUse[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) && upperSnake.test(node.text)) {
      const form = formOf(node) ?? (codeShaped.test(node.text) ? 'shape' : undefined)
      if (form) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart(file))
        uses.push({ code: node.text, form, line: line + 1 })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return uses
}
