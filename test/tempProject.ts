import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

export interface TempProject {
  dir: string
  path(relative: string): string
  write(relative: string, text: string): void
  remove(): void
}

/**
 * A scratch directory with the given files, removed by `remove()`.
 * @example const project = tempProject({ 'appkit.config.ts': configText })
 */
export function tempProject(files: Record<string, string> = {}): TempProject {
  const dir = mkdtempSync(join(tmpdir(), 'appkit-test-'))
  const project: TempProject = {
    dir,
    path: (relative) => join(dir, relative),
    write(relative, text) {
      mkdirSync(dirname(join(dir, relative)), { recursive: true })
      writeFileSync(join(dir, relative), text)
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
  for (const [name, text] of Object.entries(files)) project.write(name, text)
  return project
}

/** A valid config file's text; `extra` is spliced into the object literal. */
export function configText(extra = '', networks = "['mainnet', 'base']"): string {
  return `import { defineConfig } from 'appkit/config'

export default defineConfig({
  projectId: '0123456789abcdef0123456789abcdef',
  metadata: { name: 'Test dapp', url: 'https://dapp.example', icons: [] },
  networks: ${networks},
${extra}})
`
}
