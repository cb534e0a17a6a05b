import { afterEach, describe, expect, it } from 'vitest'
import { runValidate } from '../cli/validate.js'
import { notYetAvailableOptions } from '../schema/index.js'
import { type TempProject, tempProject } from '../test/tempProject.js'
import { type ConfigFileInput, renderConfigFile } from './configFile.js'

const input: ConfigFileInput = {
  projectId: '0123456789abcdef0123456789abcdef',
  name: 'My dapp',
  url: 'http://localhost:5173',
  networks: ['mainnet', 'base'],
  output: 'src/appkit.generated.tsx',
  typescript: true,
}

let project: TempProject | undefined
afterEach(() => {
  project?.remove()
  project = undefined
})

describe('renderConfigFile', () => {
  it('renders a commented config that reads like a hand-written one', () => {
    expect(renderConfigFile(input)).toMatchInlineSnapshot(`
      "// appkit.config.ts: the one place the wallet modal is configured.
      // \`npx appkit generate\` checks this file and writes src/appkit.generated.tsx, the typed module
      // your app imports; run it again after each change. Every option, with its default:
      // docs/config.md in the appkit package (your editor also completes and explains each key).
      import { defineConfig } from 'appkit/config'

      export default defineConfig({
        // Your project id from the WalletConnect dashboard (32 lowercase hex). It is not a secret:
        // it ships in the app's bundle. Add this app's origins to its allow list there.
        projectId: '0123456789abcdef0123456789abcdef',

        // What wallets show when they ask the user to connect. \`url\` must be the origin the app is
        // served from: https, or http://localhost while developing.
        metadata: {
          name: 'My dapp',
          description: '',
          url: 'http://localhost:5173',
          icons: [],
        },

        // Built-in networks by name or CAIP id ('mainnet', 'base', 'eip155:10', 'solana', ...); the
        // first is the default. Write a full network object for any other chain.
        networks: ['mainnet', 'base'],

        // Optional, for example (the theme is dark by default; docs/config.md lists every option,
        // and marks the ones that are not yet available):
        // theme: { themeMode: 'light', themeVariables: { accent: '#3396ff' } },
        // wallets: { featured: ['<registry wallet id>'], exclude: [] },

        // Where \`npx appkit generate\` writes the typed module, relative to this file.
        output: 'src/appkit.generated.tsx',
      })
      "
    `)
  })

  it('suggests no option that is not yet available, and promises nothing on by default', () => {
    const text = renderConfigFile(input)
    expect(text).not.toMatch(/on by default/)
    // A dotted option is suggested only if every key of its path is written: defaultAccountTypes.eip155
    // is not, while the word eip155 alone may stand in a network id.
    for (const path of notYetAvailableOptions) {
      const keys = path.split('.')
      const written = keys.every((key) => new RegExp(`\\b${key}\\b`).test(text))
      expect(written, path).toBe(false)
    }
  })

  it('names the .mjs file in the header of a JavaScript project and changes nothing else', () => {
    const typescript = renderConfigFile(input).split('\n')
    const javascript = renderConfigFile({ ...input, typescript: false }).split('\n')
    expect(javascript[0]).toBe(
      '// appkit.config.mjs: the one place the wallet modal is configured.',
    )
    expect(javascript.slice(1)).toEqual(typescript.slice(1))
  })

  it('quotes values so a name with quotes or backslashes stays one string', () => {
    const text = renderConfigFile({ ...input, name: `Bob's "dapp" \\ 1` })
    expect(text).toContain(`name: 'Bob\\'s "dapp" \\\\ 1',`)
  })

  it('keeps the output path inside its comment line, whatever it holds', () => {
    const output = 'src/x.tsx\nexport const pwned = 1\n//'
    const lines = renderConfigFile({ ...input, output }).split('\n')
    expect(lines).not.toContain('export const pwned = 1')
    expect(lines[1]).toContain('writes src/x.tsx\\nexport const pwned = 1\\n//, the typed module')
    expect(lines).toContain(`  output: 'src/x.tsx\\nexport const pwned = 1\\n//',`)
  })

  it.each([
    ['appkit.config.ts', true, { 'src/.keep': '' }],
    ['appkit.config.mjs', false, {}],
  ] as const)('renders a %s that appkit validate accepts', async (file, typescript, files) => {
    const name = `Bob's "dapp"`
    const output = typescript ? 'src/appkit.generated.tsx' : 'appkit.generated.tsx'
    const text = renderConfigFile({
      ...input,
      name,
      networks: ['eip155:10', 'solana'],
      output,
      typescript,
    })
    project = tempProject({ ...files, [file]: text })
    const result = await runValidate({ cwd: project.dir })
    expect(result.issues).toEqual([])
    expect(result.ok && result.config).toMatchObject({
      metadata: { name, url: input.url },
      networks: ['eip155:10', 'solana'],
      output,
    })
  })
})
