import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { runCli } from './runCli.js'
import { type LongRunningCli, startCli } from './startCli.js'
import { configText, type TempProject, tempProject } from './tempProject.js'

// `appkit dev` in a scratch project: what it does when the files around the app change.
let dev: LongRunningCli | undefined
let project: TempProject | undefined
afterEach(async () => {
  dev?.child.kill('SIGTERM')
  await dev?.exited
  dev = undefined
  project?.remove()
})

const html = (title: string, entry = '/src/main.ts') => `<!doctype html>
<html><head><title>${title}</title></head>
<body><script type="module" src="${entry}"></script></body></html>
`
const main = `import { appKitConfig } from './appkit.generated'
document.body.dataset.app = appKitConfig.metadata.name
`

async function startIn(files: Record<string, string>): Promise<string> {
  project = tempProject(files)
  dev = startCli(['dev', '--no-open'], { cwd: project.dir })
  const [, appUrl = ''] = await dev.waitFor(/App: (\S+)/, 60_000)
  await dev.waitFor(/Press Ctrl-C to stop\./, 60_000)
  return appUrl
}

const text = async (url: string | URL) => (await fetch(url)).text()

describe('appkit dev while the project changes', () => {
  it('rebuilds on a config change (regenerating the module), keeps the last valid config on an invalid one, and serves a changed index.html', async () => {
    const appUrl = await startIn({
      'appkit.config.ts': configText(),
      'index.html': html('First title'),
      'src/main.ts': main,
    })
    const bundleUrl = new URL('/__app/main.js', appUrl)
    expect(await text(bundleUrl)).toContain('name: "Test dapp"')

    project?.write('appkit.config.ts', configText().replace('Test dapp', 'Renamed dapp'))
    await dev?.waitFor(/appkit\.config\.ts changed: wrote src\/appkit\.generated\.tsx/, 30_000)
    expect(await text(bundleUrl)).toContain('name: "Renamed dapp"')
    expect(readFileSync(project?.path('src/appkit.generated.tsx') ?? '', 'utf8')).toContain(
      'Renamed dapp',
    )

    project?.write('appkit.config.ts', configText('  featurs: {},\n'))
    await dev?.waitFor(/not usable; still serving the last valid config/, 30_000)
    await dev?.waitFor(/! featurs: is not a known option/, 30_000)
    expect(await text(bundleUrl)).toContain('name: "Renamed dapp"')

    project?.write('index.html', html('Second title'))
    await expect
      .poll(() => text(appUrl), { timeout: 30_000, interval: 100 })
      .toContain('<title>Second title</title>')
  }, 120_000)

  it('warns when index.html loads a prebuilt bundle it cannot rewrite, and about options not yet available', async () => {
    await startIn({
      'appkit.config.ts': configText('  features: { collapseWallets: true },\n'),
      'index.html': html('Prebuilt', '/dist/assets/index.js'),
      'dist/assets/index.js': 'document.body.dataset.app = "built elsewhere"\n',
      'src/.keep': '',
    })
    expect(dev?.output()).toMatch(
      /! index\.html loads \/dist\/assets\/index\.js, which never imports appkit\.generated\.tsx: if it is a prebuilt bundle, appkit dev cannot rewrite it/,
    )
    expect(dev?.output()).toContain('! features.collapseWallets: is not yet available')
  }, 120_000)
})

describe('appkit dev without anvil', () => {
  it('says in one line what to install, and exits 1 without a stack', async () => {
    project = tempProject({ 'appkit.config.ts': configText(), 'src/.keep': '' })
    const result = await runCli(['dev', '--no-open'], {
      cwd: project.dir,
      env: { APPKIT_ANVIL: project.path('no-anvil-here') },
      timeoutMs: 60_000,
    })
    expect(result.code).toBe(1)
    const lines = result.stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^✗ appkit dev needs anvil for its local chains/)
    expect(lines[0]).toContain('npm install --save-dev @foundry-rs/anvil')
    expect(result.stderr).not.toMatch(/bug in appkit|\n\s+at /)
  })
})

describe('appkit dev with an index.html it cannot build', () => {
  it('names the prebuilt script it loads and what to write instead, exit 1 without a stack', async () => {
    project = tempProject({
      'appkit.config.ts': configText(),
      'index.html': '<html><body><script src="/dist/bundle.js"></script></body></html>\n',
      'src/.keep': '',
    })
    const result = await runCli(['dev', '--no-open'], { cwd: project.dir, timeoutMs: 60_000 })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(
      '✗ index.html loads /dist/bundle.js, not a module script of your source: appkit dev cannot rewrite a prebuilt bundle.',
    )
    expect(result.stdout).toContain('Point a <script type="module" src="/src/main.tsx">')
    expect(result.stderr).not.toMatch(/bug in appkit|\n\s+at /)
  })
})
