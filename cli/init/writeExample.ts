import { copyFileSync, existsSync, mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The example app's files, relative to its folder, that `init --example` copies. */
export const exampleFiles = ['index.html', 'app.css', 'src/main.tsx', 'src/App.tsx'] as const

// The package's `templates/example`: two levels up from both `cli/init/` and the bundled `dist/cli/`.
function exampleRoot(): string {
  const here = dirname(fileURLToPath(import.meta.url))
  for (const up of ['../..', '../../..']) {
    const candidate = join(here, up, 'templates', 'example')
    if (existsSync(join(candidate, 'src', 'App.tsx'))) return candidate
  }
  throw new Error('the example app (templates/example) is missing from the appkit package')
}

/**
 * Copies the example dapp (the one `npm start` runs in this repository) into a project, skipping
 * every file that already exists so nothing of the user's is overwritten.
 * @example writeExample('/home/me/app') // ['index.html', 'app.css', 'src/main.tsx', 'src/App.tsx']
 */
export function writeExample(projectRoot: string): string[] {
  const source = exampleRoot()
  const written: string[] = []
  for (const file of exampleFiles) {
    const target = join(projectRoot, file)
    if (existsSync(target)) continue
    mkdirSync(dirname(target), { recursive: true })
    copyFileSync(join(source, file), target)
    written.push(file)
  }
  return written
}
