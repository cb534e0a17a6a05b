import { readdirSync, readFileSync, statSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { runCli } from '../test/runCli.js'
import { configText, type TempProject, tempProject } from '../test/tempProject.js'
import { runGenerate } from './generate.js'

let project: TempProject | undefined
afterEach(() => project?.remove())

describe('runGenerate', () => {
  it('writes the typed module, then reports it up to date without touching it', async () => {
    project = tempProject({ 'appkit.config.ts': configText() })
    const first = await runGenerate({ cwd: project.dir })
    expect(first.status).toBe('written')
    expect(first.outPath).toBe(project.path('src/appkit.generated.tsx'))
    const text = readFileSync(first.outPath, 'utf8')
    expect(text).toContain(`// appkit-config-hash: ${first.hash}`)
    expect(text).toContain("export type AppKitNetworkId =\n  | 'eip155:1'\n  | 'eip155:8453'")
    const modified = statSync(first.outPath).mtimeMs
    const second = await runGenerate({ cwd: project.dir })
    expect(second).toMatchObject({ status: 'up-to-date', hash: first.hash })
    expect(statSync(first.outPath).mtimeMs).toBe(modified)
  })

  it('is deterministic: formatting the config does not change the output', async () => {
    project = tempProject({ 'appkit.config.ts': configText() })
    const first = await runGenerate({ cwd: project.dir })
    const before = readFileSync(first.outPath, 'utf8')
    project.write('appkit.config.ts', configText().replace(/\n/g, '\n\n'))
    expect((await runGenerate({ cwd: project.dir })).status).toBe('up-to-date')
    expect(readFileSync(first.outPath, 'utf8')).toBe(before)
  })

  it('with check, reports a stale file and writes nothing', async () => {
    project = tempProject({ 'appkit.config.ts': configText() })
    expect((await runGenerate({ cwd: project.dir, check: true })).status).toBe('stale')
    await runGenerate({ cwd: project.dir })
    project.write('appkit.config.ts', configText('', "['mainnet']"))
    const before = readFileSync(project.path('src/appkit.generated.tsx'), 'utf8')
    expect((await runGenerate({ cwd: project.dir, check: true })).status).toBe('stale')
    expect(readFileSync(project.path('src/appkit.generated.tsx'), 'utf8')).toBe(before)
  })

  it('refuses an invalid config and writes nothing', async () => {
    project = tempProject({ 'appkit.config.ts': configText('', "['mainnet', 'mainnet']") })
    await expect(runGenerate({ cwd: project.dir })).rejects.toMatchObject({
      code: 'CONFIG_INVALID',
      lines: ['! networks[1]: repeats network eip155:1 (got "mainnet")'],
    })
    expect(() => statSync(project?.path('src/appkit.generated.tsx') ?? '')).toThrow()
  })

  it('refuses an output path outside the project', async () => {
    project = tempProject({ 'app/appkit.config.ts': configText("  output: '../elsewhere.tsx',\n") })
    await expect(runGenerate({ cwd: project.path('app') })).rejects.toMatchObject({
      code: 'OUTPUT_OUTSIDE_PROJECT',
    })
    await expect(
      runGenerate({ cwd: project.path('app'), out: '/tmp/x.tsx' }),
    ).rejects.toMatchObject({
      code: 'OUTPUT_OUTSIDE_PROJECT',
    })
  })

  it('reports an output location that cannot be written, leaving nothing half-written', async () => {
    // A file where the output directory should be fails for every user, root included.
    project = tempProject({
      'appkit.config.ts': configText("  output: 'blocker/gen.tsx',\n"),
      blocker: 'not a directory',
    })
    await expect(runGenerate({ cwd: project.dir })).rejects.toMatchObject({
      code: 'OUTPUT_NOT_WRITABLE',
      message: expect.stringContaining('Cannot write blocker/gen.tsx'),
    })
    expect(readdirSync(project.dir).sort()).toEqual(['appkit.config.ts', 'blocker'])
  })

  it('reports an output path that is a directory', async () => {
    project = tempProject({
      'appkit.config.ts': configText("  output: 'gen.tsx',\n"),
      'gen.tsx/x': '',
    })
    await expect(runGenerate({ cwd: project.dir })).rejects.toMatchObject({
      code: 'OUTPUT_NOT_WRITABLE',
    })
  })
})

describe('appkit generate and validate (built CLI)', () => {
  it('prints one line per problem with its path, and exits 1', async () => {
    project = tempProject({
      'appkit.config.ts': configText(
        "  rpcUrls: { base: ['javascript:alert(1)'] },\n  featurs: {},\n",
      ),
    })
    const result = await runCli(['validate'], { cwd: project.dir })
    expect(result.code).toBe(1)
    expect(result.stdout).toContain('appkit.config.ts: 2 problems')
    expect(result.stdout).toContain(
      '! rpcUrls.base[0]: must be an https URL (http only for localhost / 127.0.0.1) (got "javascript:alert(1)")',
    )
    expect(result.stdout).toContain('! featurs: is not a known option; did you mean "features"?')
  })

  it('refuses a custom wallet link that the runtime would drop, with its path', async () => {
    project = tempProject({
      'appkit.config.ts': configText(
        "  wallets: { custom: [{ id: 'x', name: 'X', mobile_link: 'intent:javascript:alert(1)#Intent;end', webapp_link: 'javascript:alert(1)' }] },\n",
      ),
    })
    const result = await runCli(['validate'], { cwd: project.dir })
    expect(result.code).toBe(1)
    expect(result.stdout).toContain('! wallets.custom[0].mobile_link: must be an app link')
    expect(result.stdout).toContain('! wallets.custom[0].webapp_link: must be an https URL')
  })

  it('prints { ok, issues } with --json', async () => {
    project = tempProject({ 'appkit.config.ts': configText('', '[]') })
    const result = await runCli(['validate', '--json'], { cwd: project.dir })
    expect(result.code).toBe(1)
    expect(JSON.parse(result.stdout)).toEqual({
      ok: false,
      issues: [{ path: 'networks', message: 'must list at least one network', code: 'too_small' }],
    })
  })

  it('exits 1 with a readable message when there is no config', async () => {
    project = tempProject({})
    const result = await runCli(['generate'], { cwd: project.dir })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('✗ No appkit.config.ts found in this directory or any parent.')
    expect(result.stderr).not.toMatch(/at .*\.js:\d+/)
  })

  it('generates, says up to date on the second run, and --check exits 1 when stale', async () => {
    project = tempProject({ 'appkit.config.ts': configText() })
    const check = await runCli(['generate', '--check'], { cwd: project.dir })
    expect(check.code).toBe(1)
    expect(check.stdout).toContain('is stale or missing')
    expect((await runCli(['generate'], { cwd: project.dir })).stdout).toContain(
      '✓ wrote src/appkit.generated.tsx',
    )
    const again = await runCli(['generate'], { cwd: project.dir })
    expect(again.stdout).toContain('✓ src/appkit.generated.tsx is up to date')
    expect((await runCli(['generate', '--check'], { cwd: project.dir })).code).toBe(0)
  })
})
