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
        '  features: { swaps: false, email: true, receive: true },\n  siwx: { enabled: true },\n',
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
    project = tempProject({ 'appkit.config.ts': configText('  features: { analytics: false },\n') })
    const result = await runCli(['validate', '--json'], { cwd: project.dir })
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout)).toMatchObject({
      ok: true,
      issues: [],
      warnings: [{ path: 'features.analytics', message: expect.stringContaining('not yet') }],
    })
  })

  it('says nothing when the config leaves them at their defaults', async () => {
    project = tempProject({ 'appkit.config.ts': configText() })
    const result = await runValidate({ cwd: project.dir })
    expect(result.warnings).toEqual([])
  })

  it('keeps one list, in dotted option paths', () => {
    expect(notYetAvailableOptions).toContain('features.swaps')
    for (const path of notYetAvailableOptions) expect(path).toMatch(/^[a-zA-Z]+(\.[a-zA-Z]+)*$/)
  })
})
