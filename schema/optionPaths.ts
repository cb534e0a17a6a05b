import { type AnySchema, objectShape } from './keysAt.js'

function collect(schema: AnySchema, prefix: string, name: string, into: string[]): void {
  const shape = objectShape(schema)
  if (!shape) return
  for (const [key, option] of Object.entries(shape)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (key === name) into.push(path)
    // Only through objects: a name inside a list entry (networks[].name) is no place to move a
    // misplaced option to, and would make common names ambiguous.
    collect(option, path, name, into)
  }
}

/**
 * Every dotted path at which an option called `name` exists in the schema, through nested
 * objects (not list entries or records), in schema order. A walk of about a hundred nodes, run
 * only for an unknown key, so nothing is cached.
 * @example optionPaths(configSchema, 'themeMode') // ['theme.themeMode']
 */
export function optionPaths(schema: AnySchema, name: string): string[] {
  const paths: string[] = []
  collect(schema, '', name, paths)
  return paths
}
