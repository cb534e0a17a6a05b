import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { checkProjectId } from '../cli/doctor/checkProjectId.js'
import { validateConfig } from '../schema/index.js'
import { runCli } from './runCli.js'
import { tempProject } from './tempProject.js'

const upper = '5F3A9C0E7B214D8AA6E1C94F0D2B7E63'
const rule = 'must be 32 lowercase hexadecimal characters'

// One rule for project ids: 32 lowercase hexadecimal characters, upper case refused everywhere.
describe('the project id rule', () => {
  it('is the same in validate, doctor and init: upper case is refused with one message', async () => {
    const result = validateConfig({
      projectId: upper,
      metadata: { name: 'x', url: 'https://x.example' },
      networks: ['mainnet'],
    })
    expect(result.issues).toEqual([
      expect.objectContaining({ path: 'projectId', message: expect.stringContaining(rule) }),
    ])
    expect(checkProjectId(upper)).toMatchObject({ status: 'fail' })
    expect(checkProjectId(upper).detail).toContain(rule)

    const project = tempProject({ 'package.json': '{ "name": "dapp" }' })
    try {
      const init = await runCli(['init', '--yes', '--project-id', upper], { cwd: project.dir })
      expect(init.code).toBe(1)
      expect(init.stderr).toContain(`--project-id '${upper}' ${rule}`)
    } finally {
      project.remove()
    }
  })

  it('is the one the docs, the README and the config template state', () => {
    for (const file of [
      'README.md',
      'docs/cli.md',
      'templates/configFile.ts',
      'cli/init.ts',
      'cli/init/resolveAnswers.ts',
    ]) {
      const text = readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')
      const mentions = text.match(/32[- ][a-z ]*hex[a-z]*/g) ?? []
      for (const mention of mentions) expect(mention, file).toContain('lowercase')
    }
  })
})
