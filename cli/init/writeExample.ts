import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { assertInsideProject } from '../assertInsideProject.js'

/**
 * The example app's files, relative to its folder, that `init --example` copies: the page, its
 * stylesheet and every source file, read from the folder so that a component added to the example
 * is never left behind. Not the config or the generated modules (init writes its own, and
 * `generate` writes `appkit.wagmi.ts` only for a project that has wagmi) nor tests; the wagmi
 * variant of the example (`wagmi.html`, `src/wagmi/`) stays in the repository.
 */
function exampleFiles(source = exampleRoot()): string[] {
  const sources = readdirSync(join(source, 'src'))
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .filter((name) => name !== 'appkit.generated.tsx' && name !== 'appkit.wagmi.ts')
    .sort()
  return ['index.html', 'app.css', ...sources.map((name) => `src/${name}`)]
}

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
 * Refuses, before anything is written, an example file that would be written through a link out
 * of the project (a linked folder, or a link to a file that does not exist yet): `init` checks
 * this first, so a refusal leaves the project as it was.
 * @example assertExampleTargets('/home/me/app') // throws OUTPUT_OUTSIDE_PROJECT for a linked src/
 */
export function assertExampleTargets(projectRoot: string, source = exampleRoot()): void {
  for (const file of exampleFiles(source)) {
    const target = join(projectRoot, file)
    if (!existsSync(target)) assertInsideProject(target, projectRoot, file)
  }
}

/**
 * Copies the example dapp (the one `npm start` runs in this repository) into a project, skipping
 * every file that already exists so nothing of the user's is overwritten, and refusing (a
 * `CliError`) a target that a symbolic link would send outside the project.
 * @example writeExample('/home/me/app') // ['index.html', 'app.css', 'src/App.tsx', ...]
 */
export function writeExample(projectRoot: string): string[] {
  const source = exampleRoot()
  const written: string[] = []
  assertExampleTargets(projectRoot, source)
  for (const file of exampleFiles(source)) {
    const target = join(projectRoot, file)
    if (existsSync(target)) continue
    mkdirSync(dirname(target), { recursive: true })
    copyFileSync(join(source, file), target)
    written.push(file)
  }
  return written
}
