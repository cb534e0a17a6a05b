import type { NormalizedConfig } from '../schema/index.js'
import {
  bannerLine,
  configLinePrefix,
  type GeneratedModuleInput,
  hashLinePrefix,
  renderGeneratedModule,
} from './generatedModule.js'
import { parseTsLiteral } from './parseTsLiteral.js'
import { readTsComment } from './tsComment.js'

/** What a generated module says it was made from. */
export interface GeneratedModuleReading {
  /** The config file's name, as the banner records it. */
  source: string
  /** The hash the banner records. */
  hash: string
  /** The config literal, read as data (never by running the module). */
  config: unknown
}

/**
 * Reads a file as a module `renderGeneratedModule` wrote: the names in its banner and its config
 * literal are parsed back, then the module is rendered again from them and must come out
 * identical, byte for byte. So a hand edit or an injected line anywhere (a statement, an import,
 * an extra line in the banner) gives `undefined`, whatever the banner's hash says.
 * @example
 * const reading = readGeneratedModule(readFileSync('src/appkit.generated.tsx', 'utf8'))
 * if (!reading) console.log('not what appkit generates: edited by hand?')
 */
export function readGeneratedModule(text: string): GeneratedModuleReading | undefined {
  const [first = '', second = ''] = text.split('\n', 2)
  if (!first.startsWith(bannerLine.prefix) || !first.endsWith(bannerLine.suffix)) return undefined
  if (!second.startsWith(hashLinePrefix)) return undefined
  const source = readTsComment(first.slice(bannerLine.prefix.length, -bannerLine.suffix.length))
  const hash = readTsComment(second.slice(hashLinePrefix.length))
  const start = text.indexOf(`\n${configLinePrefix}`)
  const end = text.indexOf('\n\nexport const {\n', start)
  if (source === undefined || hash === undefined || start < 0 || end < 0) return undefined
  try {
    const config = parseTsLiteral(text.slice(start + 1 + configLinePrefix.length, end))
    const input: GeneratedModuleInput = { config: config as NormalizedConfig, source, hash }
    return renderGeneratedModule(input) === text ? { source, hash, config } : undefined
  } catch {
    // A literal that is not one tsLiteral writes, or a config the template cannot render.
    return undefined
  }
}
