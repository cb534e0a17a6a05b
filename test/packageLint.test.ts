import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TempProject, tempProject } from './tempProject.js'

// The package as npm publishes it (`npm pack`, with its declarations), linted as a package:
// publint for what bundlers and Node read in package.json, "Are the types wrong?" for what
// TypeScript resolves for every entry. The package is ESM only, so attw's esm-only profile:
// types must resolve under node16 (from ESM) and bundler resolution; CommonJS and node10 are
// not offered (no `require` condition exists to resolve).
const repoRoot = fileURLToPath(new URL('..', import.meta.url))
let scratch: TempProject
let tarball: string
let unpacked: string

beforeAll(() => {
  scratch = tempProject()
  const packed = execFileSync(
    'npm',
    ['pack', '--json', '--ignore-scripts', '--pack-destination', scratch.dir],
    { cwd: repoRoot, encoding: 'utf8' },
  )
  tarball = join(scratch.dir, (JSON.parse(packed) as { filename: string }[])[0]?.filename ?? '')
  unpacked = scratch.path('package')
  mkdirSync(unpacked)
  execFileSync('tar', ['-xzf', tarball, '-C', unpacked, '--strip-components=1'])
}, 120_000)

afterAll(() => scratch?.remove())

interface AttwProblem {
  kind: string
  entrypoint?: string
  resolutionKind?: string
}

describe('the packed package, linted as a package', () => {
  it('has declarations for every entry point in the tarball, each file of a pattern entry included', () => {
    const manifest = JSON.parse(readFileSync(join(unpacked, 'package.json'), 'utf8')) as {
      exports: Record<string, string | { types?: string; import?: string }>
    }
    const exists = (path: string) => existsSync(join(unpacked, path))
    const missing: string[] = []
    for (const [entry, target] of Object.entries(manifest.exports)) {
      if (typeof target === 'string') continue
      const { types = '', import: code = '' } = target
      if (!types.includes('*')) {
        if (!exists(types)) missing.push(`${entry}: ${types}`)
        continue
      }
      // A pattern entry (`./locales/*`): every JavaScript file it reaches has its declarations.
      const [codeDir, codeSuffix] = code.split('*') as [string, string]
      const files = readdirSync(join(unpacked, codeDir)).filter((name) => name.endsWith(codeSuffix))
      if (files.length === 0) missing.push(`${entry}: no file matches ${code}`)
      for (const file of files) {
        const declarations = types.replace('*', file.slice(0, -codeSuffix.length))
        if (!exists(declarations)) missing.push(`${entry}: ${declarations}`)
      }
    }
    expect(missing).toEqual([])
  })

  it('passes publint with no error, warning or suggestion', async () => {
    const { messages, pkg } = await publint({ pkgDir: unpacked, level: 'suggestion', pack: false })
    expect(messages.map((message) => formatMessage(message, pkg))).toEqual([])
  }, 120_000)

  it('resolves the types of every entry under node16 and bundler resolution (attw, ESM only)', () => {
    let output: string
    try {
      output = execFileSync(
        process.execPath,
        [
          join(repoRoot, 'node_modules/@arethetypeswrong/cli/dist/index.js'),
          tarball,
          '--profile',
          'esm-only',
          '--format',
          'json',
        ],
        { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      )
    } catch (error) {
      // attw exits 1 when it finds problems; its JSON report is still on stdout.
      output = String((error as { stdout?: string }).stdout ?? '')
    }
    const report = JSON.parse(output) as { analysis: { problems?: AttwProblem[] } }
    const problems = (report.analysis.problems ?? [])
      .filter((problem) => !['node10', 'node16-cjs'].includes(problem.resolutionKind ?? ''))
      .map(
        (problem) =>
          `${problem.entrypoint ?? '(package)'}: ${problem.kind} (${problem.resolutionKind ?? 'any'})`,
      )
    expect(problems).toEqual([])
  }, 180_000)
})
