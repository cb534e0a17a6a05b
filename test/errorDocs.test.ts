import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { providerRpcErrors } from '../runtime/core/kernel.js'
import { sourceFiles } from './sourceFiles.js'

const root = fileURLToPath(new URL('..', import.meta.url))
const docsDir = join(root, 'docs/errors')

/** Every `code: 'UPPER_SNAKE'` literal of the runtime, with the file it first appears in. */
function thrownCodes(): Map<string, string> {
  const codes = new Map<string, string>()
  for (const file of sourceFiles(join(root, 'runtime'))) {
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(/\bcode:\s*['"]([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)['"]/g)) {
      const code = match[1] as string
      if (!codes.has(code)) codes.set(code, relative(root, file))
    }
  }
  for (const { code } of Object.values(providerRpcErrors)) {
    if (!codes.has(code)) codes.set(code, 'runtime/core/errors/ProviderRpcError.ts')
  }
  return codes
}

const codes = thrownCodes()
const index = readFileSync(join(docsDir, 'README.md'), 'utf8')

describe('docs/errors', () => {
  it('finds the codes the runtime throws', () => {
    // Guards the scan itself: an empty or broken scan would make every other check pass.
    expect([...codes.keys()]).toEqual(
      expect.arrayContaining(['FAILED_TO_CONNECT', 'UNKNOWN_RPC_ERROR', 'USER_REJECTED_REQUEST']),
    )
  })

  it.each([...codes])('has a page for %s (thrown in %s)', (code) => {
    const page = join(docsDir, `${code}.md`)
    expect(existsSync(page), `docs/errors/${code}.md is missing`).toBe(true)
    expect(readFileSync(page, 'utf8').startsWith(`# ${code}\n`)).toBe(true)
    expect(index, `docs/errors/README.md does not list ${code}`).toContain(`[${code}](${code}.md)`)
  })

  it.each(Object.entries(providerRpcErrors))(
    'quotes the short message of provider code %s word for word',
    (_rpcCode, { code, shortMessage }) => {
      const page = join(docsDir, `${code}.md`)
      expect(existsSync(page) ? readFileSync(page, 'utf8') : '').toContain(`> ${shortMessage}\n`)
      expect(index).toContain(`| [${code}](${code}.md) | ${shortMessage} |`)
    },
  )

  it('lists every page in the index', () => {
    const pages = readdirSync(docsDir).filter(
      (name) => name.endsWith('.md') && name !== 'README.md',
    )
    for (const name of pages) expect(index).toContain(`](${name})`)
  })
})
