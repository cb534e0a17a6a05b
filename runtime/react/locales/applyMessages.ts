import { type MessageKey, messageParams } from '../../../schema/grammar/messages.js'
import type { AppKitMessages } from './AppKitMessages.js'
import { messageTables } from './messageTables.js'

type Table = Record<string, unknown>
type Leaf = { table: Table; key: string; value: unknown }

const isTable = (value: unknown): value is Table => typeof value === 'object' && value !== null

/** Every message of `node` with the object that holds it, depth first. */
function leavesOf(node: Table, found: Leaf[] = []): Leaf[] {
  for (const [key, value] of Object.entries(node)) {
    if (isTable(value)) leavesOf(value, found)
    else found.push({ table: node, key, value })
  }
  return found
}

/** The live table that holds the message at `path`; the core table first. */
function tableOf(path: readonly string[]): Table | undefined {
  const key = path.at(-1)
  for (const root of messageTables) {
    let node: unknown = root
    for (const segment of path.slice(0, -1)) {
      node = isTable(node) && Object.hasOwn(node, segment) ? node[segment] : undefined
    }
    if (isTable(node) && key !== undefined && Object.hasOwn(node, key) && !isTable(node[key])) {
      return node
    }
  }
  return undefined
}

function setMessage(path: readonly string[], value: unknown): void {
  const name = path.join('.')
  const table = tableOf(path)
  const key = path.at(-1)
  if (!table || key === undefined) throw new Error(`appkit: "${name}" is not a message of the kit`)
  if (typeof table[key] !== typeof value) {
    throw new Error(`appkit: the message "${name}" must be a ${typeof table[key]}`)
  }
  table[key] = value
}

function writeTree(node: Table, path: readonly string[]): void {
  for (const [key, value] of Object.entries(node)) {
    if (isTable(value)) writeTree(value, [...path, key])
    else setMessage([...path, key], value)
  }
}

/** An override's text as the message's function: each `{name}` is that argument's value. */
function fromTemplate(text: string, params: readonly string[]): (...args: unknown[]) => string {
  // split() with a capturing group: odd entries are placeholder names.
  const parts = text.split(/\{(\w+)\}/)
  return (...args) =>
    parts
      .map((part, index) => {
        if (index % 2 === 0) return part
        const at = params.indexOf(part)
        return at < 0 ? `{${part}}` : String(args[at] ?? '')
      })
      .join('')
}

// English as the tables first held it, taken before the first change, so that applying a locale
// never keeps words of one applied before it (hot reload, tests).
let english: Leaf[] | undefined

/**
 * Puts a locale's messages (English when none), then an app's overrides by dotted key, in the
 * kit's live tables, in place: every view reads its words when it draws, so the next render
 * shows them. Throws on a key that is not a message, or a value of the wrong kind.
 * @example applyMessages(arabic, { connect: 'تسجيل الدخول' })
 */
export function applyMessages(
  messages: AppKitMessages | undefined,
  overrides: Readonly<Partial<Record<MessageKey, string>>> = {},
): void {
  english ??= messageTables.flatMap((table) => leavesOf(table as Table))
  for (const { table, key, value } of english) table[key] = value
  if (messages) writeTree(messages as unknown as Table, [])
  for (const [key, text] of Object.entries(overrides)) {
    const params: readonly string[] | undefined = Object.hasOwn(messageParams, key)
      ? messageParams[key as MessageKey]
      : undefined
    if (!params || text === undefined) {
      throw new Error(`appkit: "${key}" is not a message the app can override`)
    }
    const path = key.split('.')
    const current = tableOf(path)?.[path.at(-1) ?? '']
    setMessage(path, typeof current === 'function' ? fromTemplate(text, params) : text)
  }
}
