import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

// CLI tests spawn the built `bin/appkit.js`, as a user's shell would; build it once if missing.
export default function setup(): void {
  const root = fileURLToPath(new URL('..', import.meta.url))
  if (!existsSync(new URL('../dist/cli/index.js', import.meta.url))) {
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' })
  }
}
