import { execFile } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { pendingIssues } from '../knip.js'

// Unused files, exports and dependencies are found by a tool, not by hope (STYLE rule 21): knip,
// configured in knip.ts with the repository's entries and each deliberate exception's reason.
const root = fileURLToPath(new URL('..', import.meta.url))
const knip = join(root, 'node_modules/knip/bin/knip.js')
// About 6 s alone on a 2-core machine and over 20 s beside other suites: a bound well above both.
const knipTimeoutMs = 240_000

interface KnipRun {
  code: number
  output: string
}

function runKnip(): Promise<KnipRun> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [knip, '--no-progress'],
      {
        cwd: root,
        env: { ...process.env, NO_COLOR: '1' },
        timeout: knipTimeoutMs,
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const output = `${stdout}${stderr}`
        if (error?.killed) reject(new Error(`knip did not finish in ${knipTimeoutMs} ms`))
        else if (error && typeof error.code !== 'number') reject(error)
        else resolve({ code: typeof error?.code === 'number' ? error.code : 0, output })
      },
    )
  })
}

/** Whether `text` exports `name`, declared in place or listed in an `export { ... }`. */
function exportsName(text: string, name: string): boolean {
  const declared = new RegExp(
    `^export\\s+(?:declare\\s+)?(?:async\\s+)?(?:function\\*?|const|let|class|interface|type|enum)\\s+${name}\\b`,
    'm',
  )
  const listed = new RegExp(`^export\\s+(?:type\\s+)?\\{[^}]*\\b${name}\\b[^}]*\\}`, 'm')
  return declared.test(text) || listed.test(text)
}

describe('knip over the repository', () => {
  it('finds no unused file, export or dependency, and no exception that is no longer needed', {
    timeout: knipTimeoutMs + 30_000,
  }, async () => {
    const { code, output } = await runKnip()
    expect(code, output).toBe(0)
  })

  it('tells a pending-fix exception that still exports its names from a stale one', () => {
    const stillExported =
      'export const warmTimeoutMs = 2000\nexport { walletErrorKind } from "./x.js"'
    expect(exportsName(stillExported, 'warmTimeoutMs')).toBe(true)
    expect(exportsName(stillExported, 'walletErrorKind')).toBe(true)
    expect(exportsName('const warmTimeoutMs = 2000\nwarmTimeoutMs', 'warmTimeoutMs')).toBe(false)
  })

  it('keeps a pending-fix exception only while its file still exports the names it lists', () => {
    const stale = Object.entries(pendingIssues).flatMap(([file, { names }]) => {
      const path = join(root, file)
      if (!existsSync(path)) return [`${file}: the file is gone`]
      const text = readFileSync(path, 'utf8')
      return names
        .filter((name) => !exportsName(text, name))
        .map((name) => `${file}: ${name} is no longer exported, delete its pending entry`)
    })
    expect(stale).toEqual([])
  })
})
