import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync } from 'node:fs'
import { build } from 'esbuild'
import { afterEach, describe, expect, it } from 'vitest'
import { runCli } from '../test/runCli.js'
import { configText, type TempProject, tempProject } from '../test/tempProject.js'
import { CliError } from './CliError.js'
import type { Prompter, Question } from './init/createPrompter.js'
import { type InitOptions, runInit } from './init.js'

const projectId = '0123456789abcdef0123456789abcdef'
const otherId = 'fedcba9876543210fedcba9876543210'
const reactTs = {
  'package.json': JSON.stringify({
    name: 'my-dapp',
    dependencies: { react: '^19.0.0', 'react-dom': '^19.0.0' },
    devDependencies: { typescript: '^5.9.0', '@types/react': '^19', '@types/react-dom': '^19' },
  }),
  'tsconfig.json': '{}',
  'src/main.tsx': '',
}
const jsOnly = { 'package.json': JSON.stringify({ name: 'plain', dependencies: { react: '^19' } }) }

let project: TempProject | undefined
afterEach(() => {
  project?.remove()
  project = undefined
})

function setUp(files: Record<string, string>): TempProject {
  project = tempProject(files)
  return project
}

function init(dir: string, options: Omit<InitOptions, 'cwd'> = {}) {
  return runInit({ cwd: dir, yes: true, projectId, ...options })
}

async function failure(promise: Promise<unknown>): Promise<CliError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  if (!(error instanceof CliError)) throw new Error(`expected a CliError, got ${String(error)}`)
  return error
}

function snapshot(files: string[]) {
  return files.map((path) => ({
    path,
    text: readFileSync(path, 'utf8'),
    mtime: statSync(path).mtimeMs,
  }))
}

describe('runInit', () => {
  it('fails outside a project and says how to start one', async () => {
    const { dir } = setUp({})
    const error = await failure(init(dir))
    expect(error.message).toBe(
      'No package.json found: run appkit init inside your app (npm init -y first for a new one).',
    )
    expect(error.exitCode).toBe(1)
  })

  it('sets up a React + TypeScript app with src/: config, generated module, next steps', async () => {
    const { dir, path } = setUp(reactTs)
    mkdirSync(path('src/components'))
    const result = await init(path('src/components'), { networks: 'mainnet,base' })
    expect(result.status).toBe('created')
    expect(result.configPath).toBe(path('appkit.config.ts'))
    expect(result.generate).toMatchObject({
      status: 'written',
      outPath: path('src/appkit.generated.tsx'),
    })
    const config = readFileSync(path('appkit.config.ts'), 'utf8')
    expect(config).toContain(`projectId: '${projectId}'`)
    expect(config).toContain("name: 'my-dapp'")
    expect(config).toContain("networks: ['mainnet', 'base']")
    expect(config).toContain("output: 'src/appkit.generated.tsx'")
    expect(readFileSync(path('src/appkit.generated.tsx'), 'utf8')).toContain("| 'eip155:8453'")
    expect(result.nextSteps).toEqual({
      install: 'npm install appkit',
      installTypes: undefined,
      importFrom: 'src/',
      importLine: "import { AppKitProvider, AppKitButton } from './appkit.generated'",
      doctor: 'npx appkit doctor',
      dev: 'npx appkit dev',
      installDev: 'npm install --save-dev @foundry-rs/anvil',
      // A new config has no secure site, so the next steps say why email login is off.
      emailLogin:
        'Email login is not offered until services.secureSite names a secure site that implements docs/secure-site.md (appkit dev runs a stand-in); or set features.email: false',
    })
    expect(dir).toBe(result.project.root)
  })

  it('writes appkit.config.mjs and a root-level module in a JavaScript project', async () => {
    const { path } = setUp({ ...jsOnly, 'pnpm-lock.yaml': '' })
    const result = await init(path('.'), { name: 'Plain app', url: 'https://plain.example' })
    expect(result.configPath).toBe(path('appkit.config.mjs'))
    expect(result.generate.outPath).toBe(path('appkit.generated.tsx'))
    const config = readFileSync(path('appkit.config.mjs'), 'utf8')
    expect(config).toContain("output: 'appkit.generated.tsx'")
    expect(config).toContain("url: 'https://plain.example'")
    expect(result.nextSteps.install).toBe('pnpm add appkit react-dom')
    expect(result.nextSteps.importLine).toContain("from './appkit.generated'")
  })

  it('changes nothing when run a second time', async () => {
    const { path } = setUp(reactTs)
    await init(path('.'))
    const files = [path('appkit.config.ts'), path('src/appkit.generated.tsx')]
    const before = snapshot(files)
    await new Promise((resolve) => setTimeout(resolve, 20))
    const second = await init(path('.'), { projectId: otherId })
    expect(second.status).toBe('exists')
    expect(second.generate.status).toBe('up-to-date')
    expect(second.ignoredFlags).toEqual(['--project-id'])
    expect(snapshot(files)).toEqual(before)
  })

  it('keeps an existing config without --force (any of the config file names)', async () => {
    const { path } = setUp({ ...reactTs, 'appkit.config.mjs': configText() })
    const result = await init(path('.'), { projectId: otherId, networks: 'optimism' })
    expect(result).toMatchObject({ status: 'exists', configPath: path('appkit.config.mjs') })
    expect(readFileSync(path('appkit.config.mjs'), 'utf8')).toBe(configText())
  })

  it('replaces an existing config with --force, removing one under another name', async () => {
    const { path, write } = setUp({ ...reactTs, 'appkit.config.js': configText() })
    write('appkit.config.ts', configText())
    const result = await init(path('.'), { projectId: otherId, force: true })
    expect(result.status).toBe('replaced')
    expect(result.removed).toEqual([path('appkit.config.js')])
    expect(readFileSync(path('appkit.config.ts'), 'utf8')).toContain(otherId)
    expect(() => statSync(path('appkit.config.js'))).toThrow()
  })

  it('leaves nothing behind when generating fails, and restores a replaced config', async () => {
    const { path, write } = setUp(reactTs)
    mkdirSync(path('src/appkit.generated.tsx')) // a directory: the module cannot be written
    const error = await failure(init(path('.')))
    expect(error.code).toBe('OUTPUT_NOT_WRITABLE')
    expect(error.lines.at(-1)).toBe('appkit.config.ts was removed again: init changed nothing.')
    expect(() => statSync(path('appkit.config.ts'))).toThrow()
    write('appkit.config.ts', configText())
    await failure(init(path('.'), { force: true }))
    expect(readFileSync(path('appkit.config.ts'), 'utf8')).toBe(configText())
  })

  it('with example, adds the example dapp where files are missing and never overwrites', async () => {
    const { path } = setUp({ 'package.json': reactTs['package.json'], 'tsconfig.json': '{}' })
    const result = await init(path('.'), { example: true })
    expect(result.exampleFiles).toEqual([
      'index.html',
      'app.css',
      'src/App.tsx',
      'src/BitcoinActions.tsx',
      'src/SignIn.tsx',
      'src/SolanaActions.tsx',
      'src/TokenBalances.tsx',
      'src/WalletActions.tsx',
      'src/main.tsx',
    ])
    // Every module the example imports came along: it bundles with only packages left out.
    const bundle = await build({
      entryPoints: [path('src/main.tsx')],
      bundle: true,
      write: false,
      packages: 'external',
      jsx: 'automatic',
      logLevel: 'silent',
    })
    expect(bundle.errors).toEqual([])
    expect(result.generate.outPath).toBe(path('src/appkit.generated.tsx'))
    expect(readFileSync(path('src/App.tsx'), 'utf8')).toContain("from './appkit.generated'")
    expect(readFileSync(path('index.html'), 'utf8')).toContain('src="/src/main.tsx"')

    project?.remove()
    const mine = setUp({ ...reactTs, 'src/App.tsx': 'export const mine = 1\n' })
    const again = await init(mine.path('.'), { example: true })
    expect(again.exampleFiles).toEqual([
      'index.html',
      'app.css',
      'src/BitcoinActions.tsx',
      'src/SignIn.tsx',
      'src/SolanaActions.tsx',
      'src/TokenBalances.tsx',
      'src/WalletActions.tsx',
    ])
    expect(readFileSync(mine.path('src/App.tsx'), 'utf8')).toBe('export const mine = 1\n')
    expect(readFileSync(mine.path('src/main.tsx'), 'utf8')).toBe('')
  })

  it('writes nothing outside the project when src is a link out of it', async () => {
    const elsewhere = tempProject({})
    try {
      const { path } = setUp({ 'package.json': reactTs['package.json'], 'tsconfig.json': '{}' })
      symlinkSync(elsewhere.dir, path('src'))
      const error = await failure(init(path('.')))
      expect(error.code).toBe('OUTPUT_OUTSIDE_PROJECT')
      expect(error.message).toContain('Cannot write src/appkit.generated.tsx')
      expect(existsSync(path('appkit.config.ts'))).toBe(false)
      expect((await failure(init(path('.'), { example: true }))).code).toBe(
        'OUTPUT_OUTSIDE_PROJECT',
      )
      expect(readdirSync(elsewhere.dir)).toEqual([])
    } finally {
      elsewhere.remove()
    }
  })

  it('with example, refuses a link that would copy a file out of the project', async () => {
    const elsewhere = tempProject({})
    try {
      const { path } = setUp(reactTs)
      symlinkSync(elsewhere.path('index.html'), path('index.html'))
      const error = await failure(init(path('.'), { example: true }))
      expect(error).toMatchObject({
        code: 'OUTPUT_OUTSIDE_PROJECT',
        message: expect.stringContaining('Cannot write index.html'),
      })
      expect(readdirSync(elsewhere.dir)).toEqual([])
      // Refused before anything was written: no config, no generated module.
      expect(() => statSync(path('appkit.config.ts'))).toThrow()
      expect(() => statSync(path('src/appkit.generated.tsx'))).toThrow()
    } finally {
      elsewhere.remove()
    }
  })

  it('rejects an unknown network id, suggesting the closest one', async () => {
    const { path } = setUp(reactTs)
    const error = await failure(init(path('.'), { networks: 'mainnet,basse' }))
    expect(error.message).toBe("Unknown network 'basse' in --networks: did you mean 'base'?")
    expect(() => statSync(path('appkit.config.ts'))).toThrow()
  })

  it('rejects a malformed project id, and a missing one with --yes', async () => {
    const { path } = setUp(reactTs)
    const malformed = await failure(init(path('.'), { projectId: 'abc123' }))
    expect(malformed.message).toMatch(
      /^--project-id 'abc123' must be 32 .*hexadecimal characters\.$/,
    )
    const missing = await failure(init(path('.'), { projectId: undefined }))
    expect(missing.message).toBe('A project id is required: pass --project-id <id>.')
  })

  it('without a terminal or --yes, names the missing flag', async () => {
    const { path } = setUp(reactTs)
    const error = await failure(runInit({ cwd: path('.') }))
    expect(error.message).toBe('--project-id is missing, and there is no terminal to ask for it.')
    const result = await runInit({ cwd: path('.'), projectId })
    expect(readFileSync(result.configPath, 'utf8')).toContain("networks: ['mainnet', 'base']")
  })

  it('asks for the project id and networks, again after an invalid answer', async () => {
    const { path } = setUp(reactTs)
    const script = ['not-an-id', projectId, 'optimsm', '']
    const problems: string[] = []
    const prompter: Prompter = {
      async ask(question: Question) {
        for (;;) {
          const answer = script.shift()?.trim() || question.defaultAnswer || ''
          const problem = question.validate(answer)
          if (problem === undefined) return answer
          problems.push(problem)
        }
      },
      close() {},
    }
    const result = await runInit({ cwd: path('.'), prompter })
    expect(problems).toEqual([
      expect.stringMatching(/^The project id must be 32 .*hexadecimal characters\.$/),
      "Unknown network 'optimsm' in the list: did you mean 'optimism'?",
    ])
    expect(readFileSync(result.configPath, 'utf8')).toContain("networks: ['mainnet', 'base']")
  })
})

// The built CLI has `init` once cli/program.ts registers it (and `npm run build` has run).
const registered = readFileSync(new URL('./program.ts', import.meta.url), 'utf8').includes(
  'initCommand',
)

describe.skipIf(!registered)('appkit init (built CLI)', () => {
  it('fails outside a project with exit code 1', async () => {
    const { dir } = setUp({})
    const run = await runCli(['init', '--yes', '--project-id', projectId], { cwd: dir })
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('No package.json found: run appkit init inside your app')
  })

  it('names the Solana sandbox packages in the next steps of a config with Solana networks', async () => {
    const { path } = setUp(reactTs)
    const args = ['init', '--yes', '--project-id', projectId, '--networks', 'mainnet,solana']
    const result = await runCli(args, { cwd: path('.') })
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(
      'and for Solana Localnet: npm install --save-dev litesvm@1.5.0 @solana/spl-token@0.4.15',
    )
    expect(readFileSync(path('src/appkit.generated.tsx'), 'utf8')).toContain(
      "import { solanaAdapter } from 'appkit/solana'",
    )
  })

  it('sets up a project, prints the next steps, and changes nothing on a second run', async () => {
    const { path } = setUp(reactTs)
    const args = ['init', '--yes', '--project-id', projectId, '--networks', 'mainnet,base']
    const first = await runCli(args, { cwd: path('.') })
    expect(first.stderr).toBe('')
    expect(first.code).toBe(0)
    expect(first.stdout).toContain('✓ wrote appkit.config.ts')
    expect(first.stdout).toContain('Install: npm install appkit')
    expect(first.stdout).toContain(
      "import { AppKitProvider, AppKitButton } from './appkit.generated'",
    )
    expect(first.stdout).toContain('npx appkit doctor')
    expect(first.stdout).toMatch(
      /\d\. Run your app offline \(local chains, a dev wallet\): npx appkit dev\n/,
    )
    expect(first.stdout).toContain('It needs anvil: npm install --save-dev @foundry-rs/anvil')
    expect(first.stdout).not.toContain('Solana Localnet')
    const files = [path('appkit.config.ts'), path('src/appkit.generated.tsx')]
    const before = snapshot(files)
    const second = await runCli(args, { cwd: path('.') })
    expect(second.code).toBe(0)
    expect(second.stdout).toContain('appkit.config.ts already exists')
    expect(second.stdout).toContain('src/appkit.generated.tsx is up to date')
    expect(snapshot(files)).toEqual(before)
  })

  it('exits 1 naming the flag when there is no terminal and no --project-id', async () => {
    const { path } = setUp(reactTs)
    const run = await runCli(['init'], { cwd: path('.') })
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('--project-id is missing')
  })

  it('exits 1 on an unknown network', async () => {
    const { path } = setUp(reactTs)
    const run = await runCli(['init', '--yes', '--project-id', projectId, '--networks', 'basse'], {
      cwd: path('.'),
    })
    expect(run.code).toBe(1)
    expect(run.stderr).toContain("did you mean 'base'?")
  })
})
