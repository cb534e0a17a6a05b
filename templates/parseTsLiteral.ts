const identifier = /[A-Za-z_$][\w$]*/y
const number = /-?\d+(\.\d+)?([eE][+-]?\d+)?/y
const simpleEscapes: Record<string, string> = {
  '\\': '\\',
  "'": "'",
  '"': '"',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
}

/**
 * Reads back a literal that `tsLiteral` wrote: null, booleans, numbers, single-quoted strings,
 * arrays and objects (bare, quoted or `['__proto__']` keys), nothing else: no identifiers, calls,
 * spreads or templates. Throws a `SyntaxError` naming the offset of anything else. Only data
 * comes out, so a generated module's config can be checked without running the module.
 * @example parseTsLiteral("{\n  a: [1, 'b'],\n}") // { a: [1, 'b'] }
 */
export function parseTsLiteral(text: string): unknown {
  let at = 0
  const fail = (what: string): never => {
    throw new SyntaxError(`${what} at offset ${at}`)
  }
  const space = () => {
    while (at < text.length && /\s/.test(text[at] ?? '')) at += 1
  }
  const take = (token: string) => {
    if (!text.startsWith(token, at)) fail(`expected ${token}`)
    at += token.length
  }
  const match = (pattern: RegExp) => {
    pattern.lastIndex = at
    const found = pattern.exec(text)?.[0]
    if (found !== undefined) at += found.length
    return found
  }
  const string = (): string => {
    take("'")
    let value = ''
    for (;;) {
      const char = text[at]
      if (char === undefined || char === '\n' || char === '\r') return fail('unterminated string')
      at += 1
      if (char === "'") return value
      if (char !== '\\') {
        value += char
        continue
      }
      const next = text[at] ?? ''
      at += 1
      const simple = simpleEscapes[next]
      if (simple !== undefined) value += simple
      else if (next === 'u' && text[at] === '{') {
        const end = text.indexOf('}', at)
        const hex = text.slice(at + 1, end)
        if (end < 0 || !/^[0-9a-f]{1,6}$/i.test(hex)) fail('bad escape')
        value += String.fromCodePoint(Number.parseInt(hex, 16))
        at = end + 1
      } else if (next === 'u' && /^[0-9a-f]{4}$/i.test(text.slice(at, at + 4))) {
        value += String.fromCharCode(Number.parseInt(text.slice(at, at + 4), 16))
        at += 4
      } else fail('bad escape')
    }
  }
  // Items up to `close`, separated by commas, a trailing comma allowed.
  const list = <T>(close: string, item: () => T): T[] => {
    const items: T[] = []
    for (space(); !text.startsWith(close, at); space()) {
      items.push(item())
      space()
      if (!text.startsWith(close, at)) take(',')
    }
    at += close.length
    return items
  }
  const key = (): string => {
    if (text[at] === "'") return string()
    if (text.startsWith("['__proto__']", at)) {
      at += "['__proto__']".length
      return '__proto__'
    }
    return match(identifier) ?? fail('expected a key')
  }
  const value = (depth: number): unknown => {
    if (depth > 64) fail('too deeply nested')
    space()
    const char = text[at]
    if (char === "'") return string()
    if (char === '[') {
      at += 1
      return list(']', () => value(depth + 1))
    }
    if (char === '{') {
      at += 1
      // fromEntries: a `__proto__` key stays an own key, as the computed key wrote it.
      return Object.fromEntries(
        list('}', () => {
          const name = key()
          space()
          take(':')
          return [name, value(depth + 1)] as const
        }),
      )
    }
    for (const [word, result] of [
      ['null', null],
      ['true', true],
      ['false', false],
    ] as const) {
      if (text.startsWith(word, at) && !/[\w$]/.test(text[at + word.length] ?? '')) {
        at += word.length
        return result
      }
    }
    const digits = match(number)
    return digits === undefined ? fail('expected a value') : Number(digits)
  }
  const result = value(0)
  space()
  if (at !== text.length) fail('unexpected text after the literal')
  return result
}
