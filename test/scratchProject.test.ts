import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, symlinkSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from './runCli.js'
import { type TempProject, tempProject } from './tempProject.js'

// A user's app, end to end: `appkit init` in a fresh React + TypeScript project, then the user's
// own `tsc` over the generated module. The package is linked, not installed, as `npm link` would.
const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const registered = readFileSync(join(repoRoot, 'cli/program.ts'), 'utf8').includes('initCommand')

const files = {
  'package.json': JSON.stringify(
    {
      name: 'scratch-dapp',
      private: true,
      type: 'module',
      dependencies: { react: '^19.0.0', 'react-dom': '^19.0.0' },
      devDependencies: { typescript: '^5.9.0', '@types/react': '^19.0.0' },
    },
    null,
    2,
  ),
  'tsconfig.json': JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2022', 'DOM'],
        module: 'esnext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
      },
      include: ['src', 'appkit.config.ts'],
    },
    null,
    2,
  ),
  'src/App.tsx': `import { AppKitButton, AppKitProvider, useAppKitNetwork } from './appkit.generated'

function SwitchToBase() {
  const { switchNetwork } = useAppKitNetwork()
  return (
    <button type="button" onClick={() => void switchNetwork('eip155:8453')}>
      Use Base
    </button>
  )
}

export function App() {
  return (
    <AppKitProvider>
      <AppKitButton />
      <SwitchToBase />
    </AppKitProvider>
  )
}
`,
}

function link(project: TempProject, name: string, target: string): void {
  const path = project.path(`node_modules/${name}`)
  mkdirSync(dirname(path), { recursive: true })
  symlinkSync(target, path, 'dir')
}

function tsc(project: TempProject) {
  const bin = project.path('node_modules/typescript/bin/tsc')
  const run = spawnSync(process.execPath, [bin, '--noEmit', '-p', '.'], {
    cwd: project.dir,
    encoding: 'utf8',
  })
  return { code: run.status, output: `${run.stdout}${run.stderr}` }
}

describe.skipIf(!registered)('a scratch React + TypeScript app', () => {
  let project: TempProject
  beforeAll(() => {
    project = tempProject(files)
    for (const name of ['react', '@types/react', 'typescript']) {
      link(project, name, join(repoRoot, 'node_modules', name))
    }
    link(project, 'appkit', repoRoot)
  })
  afterAll(() => project.remove())

  it('appkit init --yes writes the config and the generated module', async () => {
    const args = ['init', '--yes', '--project-id', '0123456789abcdef0123456789abcdef']
    const run = await runCli([...args, '--networks', 'mainnet,base'], { cwd: project.dir })
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(readFileSync(project.path('appkit.config.ts'), 'utf8')).toContain("'mainnet', 'base'")
    expect(readFileSync(project.path('src/appkit.generated.tsx'), 'utf8')).toContain(
      "| 'eip155:8453'",
    )
  })

  it("type-checks with the app's own tsc", () => {
    const result = tsc(project)
    expect(result.output).toBe('')
    expect(result.code).toBe(0)
  }, 60_000)

  it('rejects switching to a network the config does not list', () => {
    project.write(
      'src/Bad.tsx',
      `import { useAppKitNetwork } from './appkit.generated'

export function useOptimism() {
  const { switchNetwork } = useAppKitNetwork()
  return () => switchNetwork('eip155:10')
}
`,
    )
    const result = tsc(project)
    expect(result.code).not.toBe(0)
    expect(result.output).toContain('src/Bad.tsx')
    expect(result.output).toContain('eip155:10')
  }, 60_000)
})
