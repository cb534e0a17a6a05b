import ts from 'typescript'

/** How a module is reached: `import ... from`, `export ... from`, `import 'x'`, `import()`, `require()`. */
export type ImportForm = 'static' | 'bare' | 'dynamic' | 'require'

/** One module a source file reaches, and whether only types cross (erased from the built JS). */
export interface FoundImport {
  specifier: string
  form: ImportForm
  typeOnly: boolean
}

function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  // Only `import type` is erased: under `verbatimModuleSyntax`, `import { type A } from 'x'`
  // still loads `x` (it compiles to `import {} from 'x'`).
  return node.importClause?.isTypeOnly === true
}

/**
 * Every module a TypeScript source reaches, read with the compiler's own parser (so code inside
 * strings and template literals, which the CLI's templates are full of, is not mistaken for an
 * import): static imports and re-exports, bare `import 'x'`, `import('x')` and `require('x')`.
 * `import('x').T` in a type position is a type-only reach.
 * @example importsIn("const m = await import('../react/index.js')") // [{ specifier: '../react/index.js', form: 'dynamic', typeOnly: false }]
 */
export function importsIn(source: string, fileName = 'file.tsx'): FoundImport[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  const found: FoundImport[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({
        specifier: node.moduleSpecifier.text,
        form: node.importClause ? 'static' : 'bare',
        typeOnly: isTypeOnlyImport(node),
      })
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({
        specifier: node.moduleSpecifier.text,
        form: 'static',
        typeOnly: node.isTypeOnly,
      })
    } else if (ts.isCallExpression(node)) {
      const [first] = node.arguments
      const literal = first && ts.isStringLiteralLike(first) ? first.text : undefined
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        // A computed `import(x)` cannot be checked: it is reported so that a rule can refuse it.
        found.push({ specifier: literal ?? '<computed>', form: 'dynamic', typeOnly: false })
      } else if (ts.isIdentifier(node.expression) && node.expression.text === 'require') {
        found.push({ specifier: literal ?? '<computed>', form: 'require', typeOnly: false })
      }
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ specifier: node.argument.literal.text, form: 'dynamic', typeOnly: true })
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

/** What a folder of DESIGN.md's table may reach outside itself. */
export interface FolderRule {
  /** Folders (repository-relative, ending in `/`) it may import values and types from. */
  values: readonly string[]
  /** Folders it may import types from only (`import type`, erased from the built JavaScript). */
  types: readonly string[]
  /** Bare package names it must not import (React in the framework-agnostic engine). */
  forbiddenPackages?: RegExp
  /** Why this folder may `import()` a computed name (the CLI loads the user's own config). */
  computedImports?: string
  /** Single files of the folder that may `import()` a computed name, with why. */
  computedImportFiles?: Readonly<Record<string, string>>
}

/** A reach that breaks a rule, with why. */
export interface ImportOffence {
  file: string
  specifier: string
  form: ImportForm
  reason: string
}

/**
 * Checks one file's imports against its folder's rule. `file` and the folders are paths relative
 * to the repository root with `/` separators; relative specifiers are resolved against `file`.
 * @example checkImports('runtime/core/a.ts', source, rules['runtime/core/'])
 */
export function checkImports(file: string, source: string, rule: FolderRule): ImportOffence[] {
  const offences: ImportOffence[] = []
  const home = folderOf(file)
  for (const { specifier, form, typeOnly } of importsIn(source, file)) {
    const offence = (reason: string) => offences.push({ file, specifier, form, reason })
    if (specifier === '<computed>') {
      if (!rule.computedImports && !rule.computedImportFiles?.[file]) {
        offence('a computed module name cannot be checked')
      }
      continue
    }
    if (!specifier.startsWith('.')) {
      if (rule.forbiddenPackages?.test(specifier)) offence('this folder must not use this package')
      continue
    }
    const target = resolve(file, specifier)
    if (target.startsWith('../')) {
      offence('reaches outside the repository')
      continue
    }
    if (home && target.startsWith(home)) continue
    if (rule.values.some((folder) => target.startsWith(folder))) continue
    if (rule.types.some((folder) => target.startsWith(folder))) {
      if (!typeOnly) offence('only types may be imported from there')
      continue
    }
    offence('this folder may not import from there')
  }
  return offences
}

/** `runtime/core/` for `runtime/core/a/b.ts`, `cli/` for `cli/x.ts`: the rule table's keys. */
export function folderOf(file: string): string | undefined {
  const parts = file.split('/')
  if (parts.length < 2) return undefined
  if (parts[0] === 'runtime' && parts.length > 2) return `runtime/${parts[1]}/`
  return `${parts[0]}/`
}

/** Resolves a relative specifier against a repository-relative file path. */
function resolve(file: string, specifier: string): string {
  const parts = file.split('/').slice(0, -1)
  for (const segment of specifier.split('/')) {
    if (segment === '.' || segment === '') continue
    if (segment === '..') {
      if (parts.length === 0) return `../${specifier}`
      parts.pop()
    } else parts.push(segment)
  }
  return parts.join('/')
}
