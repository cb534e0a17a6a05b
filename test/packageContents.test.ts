import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))
const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  scripts: Record<string, string>
  exports: Record<string, string | { types?: string; import?: string }>
}

// What `npm pack` would put in the tarball (scripts off: the build is checked apart).
function packedFiles(): string[] {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  const [report] = JSON.parse(out) as { files: { path: string }[] }[]
  return (report?.files ?? []).map((file) => file.path)
}

describe('the published package', () => {
  it('builds its declarations before it is packed (prepack runs the full build)', () => {
    expect(manifest.scripts.prepack).toBe('node scripts/build.mjs')
    expect(readFileSync(new URL('../scripts/build.mjs', import.meta.url), 'utf8')).toContain(
      'tsconfig.build.json',
    )
  })

  it('holds no test files or test fixtures', { timeout: 60_000 }, () => {
    const files = packedFiles()
    expect(files).toContain('bin/appkit.js')
    expect(files.filter((path) => /\.test(-d)?\.tsx?$|(^|\/)fixtures\//.test(path))).toEqual([])
  })

  it('holds the declaration file of every entry whose code it holds', { timeout: 60_000 }, () => {
    const files = packedFiles()
    const packed = (path = '') => files.includes(path.replace(/^\.\//, ''))
    const entries = Object.values(manifest.exports).filter(
      (entry): entry is { types: string; import: string } =>
        typeof entry === 'object' && entry.types !== undefined && packed(entry.import),
    )
    expect(entries.length).toBeGreaterThanOrEqual(3)
    for (const entry of entries) expect(files).toContain(entry.types.replace(/^\.\//, ''))
  })
})
