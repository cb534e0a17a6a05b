import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
// Every folder the built entries (the CLI, appkit/testing, the runtime) are made from.
const sources = ['cli', 'schema', 'templates', 'runtime', 'sandbox', 'testing']

function newestSource(directory: string): number {
  let newest = 0
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path))
    else if (/\.tsx?$/.test(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs)
  }
  return newest
}

// CLI tests spawn the built `bin/appkit.js`, as a user's shell would, and the scratch projects
// install the packed dist/: rebuild the JavaScript when any source is newer than the build, so a
// test never runs yesterday's CLI or testing entry. (`npm test` runs the
// full build, declarations included, before the tests.)
export default function setup(): void {
  const built = join(root, 'dist/cli/index.js')
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0
  const changedAt = Math.max(...sources.map((folder) => newestSource(join(root, folder))))
  if (changedAt > builtAt) {
    execFileSync(process.execPath, ['scripts/build.mjs', '--no-types'], {
      cwd: root,
      stdio: 'inherit',
    })
  }
}
