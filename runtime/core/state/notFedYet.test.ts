import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { sourceFiles } from '../../../test/sourceFiles.js'

// SPEC section 3's account and network state holds fields that only features still to come fill
// in. Each such field says "Not fed yet" in its JSDoc; this file finds them from the source itself:
// a field is fed when some `setAccount` / `setNetwork` call sets it to something other than its
// initial value, or when its initial value comes from the config. Putting back the initial value
// (a disconnect's reset) feeds nothing.

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url))
const runtimeRoot = fileURLToPath(new URL('../../', import.meta.url))
const states = [
  { file: 'AccountState.ts', name: 'AccountState', create: 'createAccountState' },
  { file: 'NetworkState.ts', name: 'NetworkState', create: 'createNetworkState' },
] as const

function parse(path: string): ts.SourceFile {
  return ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true)
}

function nodesOf(file: ts.SourceFile): ts.Node[] {
  const nodes: ts.Node[] = []
  const visit = (node: ts.Node): void => {
    nodes.push(node)
    ts.forEachChild(node, visit)
  }
  visit(file)
  return nodes
}

/** Literal initial values; any other initial value comes from the config and feeds the field. */
function isConstant(value: ts.Expression): boolean {
  if (ts.isIdentifier(value)) return value.text === 'undefined'
  if (ts.isArrayLiteralExpression(value)) return value.elements.length === 0
  if (ts.isObjectLiteralExpression(value)) return value.properties.length === 0
  return (
    ts.isStringLiteral(value) ||
    ts.isNumericLiteral(value) ||
    value.kind === ts.SyntaxKind.TrueKeyword ||
    value.kind === ts.SyntaxKind.FalseKeyword
  )
}

interface Field {
  name: string
  marked: boolean
  /** The initial value's text when it is a constant; undefined when the config gives it. */
  initial: string | undefined
}

/** The interface's fields, their "Not fed yet" marks and the initial values its factory gives. */
function fieldsOf(state: (typeof states)[number]): Field[] {
  const file = parse(fileURLToPath(new URL(state.file, import.meta.url)))
  const nodes = nodesOf(file)
  const declaration = nodes.find(
    (node): node is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(node) && node.name.text === state.name,
  )
  const factory = nodes.find(
    (node): node is ts.FunctionDeclaration =>
      ts.isFunctionDeclaration(node) && node.name?.text === state.create,
  )
  const literal = factory?.body?.statements.find(ts.isReturnStatement)?.expression
  if (!declaration || !literal || !ts.isObjectLiteralExpression(literal)) {
    throw new Error(
      `${state.file}: no ${state.name} or no object literal returned by ${state.create}`,
    )
  }
  const initial = new Map<string, string | undefined>()
  for (const property of literal.properties) {
    if (ts.isPropertyAssignment(property)) {
      const value = property.initializer
      initial.set(property.name.getText(file), isConstant(value) ? value.getText(file) : undefined)
    } else if (ts.isShorthandPropertyAssignment(property)) {
      initial.set(property.name.text, undefined)
    }
  }
  return declaration.members.filter(ts.isPropertySignature).map((member) => {
    const name = member.name.getText(file)
    const docs = ts.getJSDocCommentsAndTags(member).map((doc) => doc.getText(file))
    return {
      name,
      marked: docs.some((text) => /\bNot fed yet:/.test(text.replace(/\s*\*\s*/g, ' '))),
      initial: initial.get(name),
    }
  })
}

interface Write {
  name: string
  value: string
}

/**
 * The fields an update object sets, through spreads, conditionals and `&&`; undefined when the
 * object is not written out where it is passed (the scan could not see what it sets).
 */
function writesOf(expression: ts.Expression, file: ts.SourceFile): Write[] | undefined {
  if (ts.isParenthesizedExpression(expression)) return writesOf(expression.expression, file)
  if (ts.isConditionalExpression(expression)) {
    const [whenTrue, whenFalse] = [expression.whenTrue, expression.whenFalse].map((branch) =>
      writesOf(branch, file),
    )
    return whenTrue && whenFalse ? [...whenTrue, ...whenFalse] : undefined
  }
  if (
    ts.isBinaryExpression(expression) &&
    expression.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken
  ) {
    return writesOf(expression.right, file)
  }
  if (!ts.isObjectLiteralExpression(expression)) return undefined
  const writes: Write[] = []
  for (const property of expression.properties) {
    if (ts.isPropertyAssignment(property)) {
      writes.push({ name: property.name.getText(file), value: property.initializer.getText(file) })
    } else if (ts.isShorthandPropertyAssignment(property)) {
      writes.push({ name: property.name.text, value: property.name.text })
    } else if (ts.isSpreadAssignment(property)) {
      const spread = writesOf(property.expression, file)
      if (!spread) return undefined
      writes.push(...spread)
    } else return undefined
  }
  return writes
}

/** Every `setAccount` / `setNetwork` call of the shipped runtime, and what the scan saw of it. */
function scanRuntime() {
  const writes = { setAccount: [] as Write[], setNetwork: [] as Write[] }
  const unreadable: string[] = []
  const otherWriters: string[] = []
  let calls = 0
  for (const path of sourceFiles(runtimeRoot)) {
    const file = parse(path)
    const where = (node: ts.Node) =>
      `${relative(repositoryRoot, path)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`
    for (const node of nodesOf(file)) {
      if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) continue
      const method = node.expression.name.text
      // The store's own code calls it `store`: any `chains.setState` is a writer outside the scan.
      if (method === 'setState' && /(^|\.)chains$/.test(node.expression.expression.getText(file))) {
        otherWriters.push(where(node))
      }
      if (method !== 'setAccount' && method !== 'setNetwork') continue
      calls++
      const update = node.arguments[1]
      const seen = update && writesOf(update, file)
      if (seen) writes[method].push(...seen)
      else unreadable.push(where(node))
    }
  }
  return { writes, unreadable, otherWriters, calls }
}

describe('the state fields nothing feeds yet', () => {
  const scan = scanRuntime()

  it('are exactly the fields marked "Not fed yet"', () => {
    const notFed: string[] = []
    const marked: string[] = []
    for (const state of states) {
      const written =
        state.name === 'AccountState' ? scan.writes.setAccount : scan.writes.setNetwork
      for (const field of fieldsOf(state)) {
        const fed =
          field.initial === undefined ||
          written.some((write) => write.name === field.name && write.value !== field.initial)
        if (!fed) notFed.push(`${state.name}.${field.name}`)
        if (field.marked) marked.push(`${state.name}.${field.name}`)
      }
    }
    expect(marked).toEqual(notFed)
    expect(notFed).toEqual([
      'AccountState.addressLabels',
      'NetworkState.approvedCaipNetworkIds',
      'NetworkState.supportsAllNetworks',
    ])
  })

  it('are judged on every write: each setAccount / setNetwork call spells out what it sets', () => {
    expect(scan.calls).toBeGreaterThan(10)
    expect(scan.unreadable).toEqual([])
  })

  it("cannot be fed around the scan: no code calls the chain store's setState directly", () => {
    expect(scan.otherWriters).toEqual([])
  })
})
