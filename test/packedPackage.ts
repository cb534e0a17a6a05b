import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))

/**
 * What a project that installed the package has in node_modules beside it: the package's own
 * dependencies (read from its manifest, so a new one cannot be forgotten), the transitive ones
 * the CLI and esbuild resolve from the project, and React, which the app installs.
 */
function installedBeside(): string[] {
  const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>
  }
  return [
    ...Object.keys(manifest.dependencies),
    '@noble/hashes',
    '@foundry-rs/anvil',
    '@foundry-rs/anvil-linux-amd64',
    'react',
    'react-dom',
  ]
}

// The JavaScript is rebuilt from every source folder before the run when stale (test/globalSetup.ts,
// the one staleness rule); the pack must also hold declarations, as `prepack` gives a published
// package, and those only the full build writes.
function freshBuild(): void {
  if (!existsSync(join(repoRoot, 'dist/types/runtime/react/index.d.ts'))) {
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: repoRoot })
  }
}

/**
 * Packs this package (`npm pack`) and unpacks it into `project`'s node_modules/appkit as npm
 * installs it (files, not a link). Its dependencies, React and the project's `alsoInstalled`
 * packages come from this checkout's node_modules as links, so nothing is fetched. Returns the
 * path of the installed `appkit` bin.
 * @example const bin = installPackedPackage(dir, ['typescript'])
 */
export function installPackedPackage(
  project: string,
  alsoInstalled: readonly string[] = [],
): string {
  freshBuild()
  const packed = execFileSync(
    'npm',
    ['pack', '--json', '--ignore-scripts', '--pack-destination', project],
    { cwd: repoRoot, encoding: 'utf8' },
  )
  const tarball = join(project, (JSON.parse(packed) as { filename: string }[])[0]?.filename ?? '')
  const installed = join(project, 'node_modules/appkit')
  mkdirSync(installed, { recursive: true })
  execFileSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1'])
  for (const name of [...installedBeside(), ...alsoInstalled]) {
    const link = join(project, 'node_modules', name)
    if (existsSync(link)) continue
    mkdirSync(dirname(link), { recursive: true })
    symlinkSync(join(repoRoot, 'node_modules', name), link, 'dir')
  }
  return join(installed, 'bin/appkit.js')
}
