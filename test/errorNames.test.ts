import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { sourceFiles } from './sourceFiles.js'

const root = fileURLToPath(new URL('..', import.meta.url))

/** An error class of a source file: its name and how its `name` field is written. */
interface ErrorClass {
  className: string
  /** The `name` field's value, when it is a string. */
  value: string | undefined
  /** Whether the field's type is the literal: `as const`, or a literal (union) type annotation. */
  literal: boolean
  where: string
}

function isLiteralType(type: ts.TypeNode | undefined): boolean {
  if (!type) return false
  if (ts.isLiteralTypeNode(type)) return ts.isStringLiteral(type.literal)
  return ts.isUnionTypeNode(type) && type.types.every(isLiteralType)
}

/** The classes of `source` that extend a class whose name ends in `Error`. */
function errorClassesIn(source: string, path: string): ErrorClass[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true)
  const found: ErrorClass[] = []
  const visit = (node: ts.Node): void => {
    const base = ts.isClassDeclaration(node)
      ? node.heritageClauses?.[0]?.types[0]?.expression
      : undefined
    if (ts.isClassDeclaration(node) && node.name && base && /Error$/.test(base.getText(file))) {
      const field = node.members.find(
        (member): member is ts.PropertyDeclaration =>
          ts.isPropertyDeclaration(member) && member.name.getText(file) === 'name',
      )
      let initializer = field?.initializer
      const asConst =
        initializer !== undefined &&
        ts.isAsExpression(initializer) &&
        initializer.type.getText(file) === 'const'
      if (initializer && ts.isAsExpression(initializer)) initializer = initializer.expression
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file))
      found.push({
        className: node.name.text,
        value: initializer && ts.isStringLiteral(initializer) ? initializer.text : undefined,
        literal: asConst || isLiteralType(field?.type),
        where: `${path}:${line + 1}`,
      })
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

const classes = sourceFiles(join(root, 'runtime')).flatMap((file) =>
  errorClassesIn(readFileSync(file, 'utf8'), relative(root, file)),
)

describe('error class names', () => {
  it('finds the error classes of the runtime', () => {
    // Guards the scan: an empty one would pass the checks below.
    expect(classes.map((each) => each.className)).toEqual(
      expect.arrayContaining(['ProviderRpcError', 'UserRejectedRequestError', 'ApiError']),
    )
  })

  it('gives every error class its own class name as `name`, typed as that literal', () => {
    // BaseError is the one exception: its `name` is `string` so that subclasses can pin theirs.
    const offenders = classes
      .filter((each) => each.className !== 'BaseError')
      .filter((each) => each.value !== each.className || !each.literal)
      .map((each) => `${each.className} at ${each.where}`)
    expect(offenders).toEqual([])
  })
})
