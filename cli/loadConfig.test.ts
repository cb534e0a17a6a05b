import { afterEach, describe, expect, it } from 'vitest'
import { configText, type TempProject, tempProject } from '../test/tempProject.js'
import { CliError } from './CliError.js'
import { findConfig } from './findConfig.js'
import { loadConfig } from './loadConfig.js'

let project: TempProject | undefined
afterEach(() => project?.remove())

async function loadError(files: Record<string, string>): Promise<CliError> {
  project = tempProject(files)
  const error = await loadConfig(findConfig({ cwd: project.dir })).catch((caught) => caught)
  expect(error).toBeInstanceOf(CliError)
  return error as CliError
}

describe('findConfig', () => {
  it('finds the config from a nested directory upward, preferring .ts', () => {
    project = tempProject({
      'appkit.config.mjs': 'export default {}',
      'appkit.config.ts': 'export default {}',
      'src/deep/file.ts': '',
    })
    expect(findConfig({ cwd: project.path('src/deep') })).toBe(project.path('appkit.config.ts'))
  })

  it('says how to create one when there is none', () => {
    project = tempProject({})
    expect(() => findConfig({ cwd: project?.dir ?? '' })).toThrowError(/No appkit.config.ts found/)
  })

  it('reports a --config path that does not exist', () => {
    project = tempProject({})
    expect(() => findConfig({ cwd: project?.dir ?? '', explicit: 'nope.ts' })).toThrowError(
      'Config file not found: nope.ts',
    )
  })
})

describe('loadConfig', () => {
  it('loads TypeScript that imports defineConfig from appkit/config', async () => {
    project = tempProject({ 'appkit.config.ts': configText() })
    const { value } = await loadConfig(project.path('appkit.config.ts'))
    expect(value).toMatchObject({ networks: ['mainnet', 'base'] })
  })

  it('reports a syntax error with file, line and column', async () => {
    const error = await loadError({
      'appkit.config.ts': 'export default {\n  projectId: "x",\n  networks: [,\n',
    })
    expect(error.code).toBe('CONFIG_SYNTAX_ERROR')
    expect(error.lines.join('\n')).toMatch(/appkit\.config\.ts:4:\d+: /)
  })

  it('reports a runtime error with the line it happened on', async () => {
    const error = await loadError({
      'appkit.config.ts':
        'const rpc: string = "x"\n\nthrow new Error("boom " + rpc)\nexport default {}\n',
    })
    expect(error.code).toBe('CONFIG_RUNTIME_ERROR')
    expect(error.message).toContain('appkit.config.ts:3:')
    expect(error.message).toContain('boom x')
  })

  it('rejects a config that exports no object', async () => {
    const missing = await loadError({ 'appkit.config.ts': 'export const config = {}\n' })
    expect(missing.code).toBe('CONFIG_NO_EXPORT')
    expect(missing.lines[0]).toContain('no default export')
    project?.remove()
    const wrong = await loadError({ 'appkit.config.mjs': 'export default [1, 2]\n' })
    expect(wrong.lines[0]).toContain('an array, not an object')
  })

  it('leaves no temporary file behind, even when the config throws', async () => {
    await loadError({ 'appkit.config.ts': 'throw new Error("x")\n' })
    const { readdirSync } = await import('node:fs')
    expect(readdirSync(project?.dir ?? '')).toEqual(['appkit.config.ts'])
  })
})
