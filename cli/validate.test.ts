import { afterEach, describe, expect, it } from 'vitest'
import { notYetAvailableOptions } from '../schema/index.js'
import { runCli } from '../test/runCli.js'
import { configText, type TempProject, tempProject } from '../test/tempProject.js'
import { runValidate } from './validate.js'

let project: TempProject | undefined
afterEach(() => project?.remove())

describe('appkit validate and options that are not yet available', () => {
  it('warns by path for each one the config sets, and stays valid (exit 0)', async () => {
    project = tempProject({
      'appkit.config.ts': configText(
        "  features: { swaps: false, email: true, receive: true },\n  siwx: { enabled: true },\n  services: { secureSite: 'https://secure.example' },\n",
      ),
    })
    const result = await runCli(['validate'], { cwd: project.dir })
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('appkit.config.ts is valid')
    expect(result.stdout).toContain('! features.swaps: is not yet available')
    // Receive, email login and sign-in work now: setting them is no warning.
    expect(result.stdout).not.toContain('features.receive')
    expect(result.stdout).not.toContain('features.email')
    expect(result.stdout).not.toContain('siwx')
    expect(result.stdout).not.toContain('features.onramp')
  })

  it('lists them as warnings in --json, apart from the issues', async () => {
    project = tempProject({
      'appkit.config.ts': configText(
        "  features: { analytics: false },\n  services: { secureSite: 'https://secure.example' },\n",
      ),
    })
    const result = await runCli(['validate', '--json'], { cwd: project.dir })
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout)).toMatchObject({
      ok: true,
      issues: [],
      warnings: [{ path: 'features.analytics', message: expect.stringContaining('not yet') }],
    })
  })

  it('says nothing when the config leaves them at their defaults', async () => {
    project = tempProject({
      'appkit.config.ts': configText("  services: { secureSite: 'https://secure.example' },\n"),
    })
    const result = await runValidate({ cwd: project.dir })
    expect(result.warnings).toEqual([])
  })

  it('keeps one list, in dotted option paths', () => {
    expect(notYetAvailableOptions).toContain('features.swaps')
    for (const path of notYetAvailableOptions) expect(path).toMatch(/^[a-zA-Z]+(\.[a-zA-Z]+)*$/)
  })
})

describe('appkit validate and options that cannot work as set', () => {
  it('says in one line why email login is not offered without a secure site, and how to offer it', async () => {
    project = tempProject({ 'appkit.config.ts': configText() })
    const result = await runCli(['validate'], { cwd: project.dir })
    expect(result.code).toBe(0)
    const lines = result.stdout.split('\n').filter((line) => line.includes('features.email'))
    expect(lines).toEqual([
      expect.stringMatching(
        /^! features\.email: email login is not offered: no services\.secureSite is set\. To offer it, set services\.secureSite to a secure site that implements docs\/secure-site\.md/,
      ),
    ])
  })

  it('says nothing of email login when it is off or has a secure site', async () => {
    for (const extra of [
      '  features: { email: false },\n',
      "  services: { secureSite: 'https://secure.example' },\n",
    ]) {
      project = tempProject({ 'appkit.config.ts': configText(extra) })
      const result = await runValidate({ cwd: project.dir })
      expect(result.warnings.map((warning) => warning.path)).not.toContain('features.email')
      project.remove()
      project = undefined
    }
  })

  it('warns that Bitcoin networks are not yet available, by their index in networks', async () => {
    project = tempProject({
      'appkit.config.ts': configText(
        '  features: { email: false },\n',
        "['mainnet', 'bitcoin', 'bip122:000000000933ea01ad0ee984209779ba']",
      ),
    })
    const result = await runValidate({ cwd: project.dir })
    expect(result.ok).toBe(true)
    expect(result.warnings).toEqual([
      { path: 'networks[1]', message: expect.stringContaining('not yet available') },
      { path: 'networks[2]', message: expect.stringContaining('not yet available') },
    ])
  })

  it('warns that defaultAccountTypes is not yet available when the config sets it', async () => {
    project = tempProject({
      'appkit.config.ts': configText(
        "  features: { email: false },\n  defaultAccountTypes: { eip155: 'eoa' },\n",
      ),
    })
    const result = await runValidate({ cwd: project.dir })
    expect(result.warnings).toEqual([
      { path: 'defaultAccountTypes', message: expect.stringContaining('not yet available') },
    ])
  })
})
