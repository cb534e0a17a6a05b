import { tsComment } from './tsComment.js'
import { tsLiteral } from './tsLiteral.js'

/** Where the config reference lives; the header of every new config points there. */
const configDocsPath = 'docs/config.md'

export interface ConfigFileInput {
  /** A WalletConnect project id (32 lowercase hex characters). */
  projectId: string
  /** `metadata.name`: the app's name as wallets show it. */
  name: string
  /** `metadata.url`: the origin the app is served from. */
  url: string
  /** Built-in network ids or aliases as the user wrote them, e.g. `['mainnet', 'base']`. */
  networks: readonly string[]
  /** Where `appkit generate` writes the typed module, relative to the config file. */
  output: string
  /** Names the file in the header: `appkit.config.ts`, else `appkit.config.mjs`. */
  typescript: boolean
}

/**
 * The text of a new `appkit.config.ts` (or `.mjs`): the required options with a comment each, and
 * the common optional ones commented out, so the file explains itself without the docs.
 * @example
 * renderConfigFile({
 *   projectId: '0123456789abcdef0123456789abcdef',
 *   name: 'My dapp',
 *   url: 'https://my-dapp.example',
 *   networks: ['mainnet', 'base'],
 *   output: 'src/appkit.generated.tsx',
 *   typescript: true,
 * })
 */
export function renderConfigFile(input: ConfigFileInput): string {
  const file = input.typescript ? 'appkit.config.ts' : 'appkit.config.mjs'
  return `// ${file}: the one place the wallet modal is configured.
// \`npx appkit generate\` checks this file and writes ${tsComment(input.output)}, the typed module
// your app imports; run it again after each change. Every option, with its default:
// ${configDocsPath} in the appkit package (your editor also completes and explains each key).
import { defineConfig } from 'appkit/config'

export default defineConfig({
  // Your project id from the WalletConnect dashboard (32 lowercase hex). It is not a secret:
  // it ships in the app's bundle. Add this app's origins to its allow list there.
  projectId: ${tsLiteral(input.projectId)},

  // What wallets show when they ask the user to connect. \`url\` must be the origin the app is
  // served from: https, or http://localhost while developing.
  metadata: {
    name: ${tsLiteral(input.name)},
    description: '',
    url: ${tsLiteral(input.url)},
    icons: [],
  },

  // Built-in networks by name or CAIP id ('mainnet', 'base', 'eip155:10', 'solana', ...); the
  // first is the default. Write a full network object for any other chain.
  networks: ${tsLiteral(input.networks)},

  // Optional, for example (the theme is dark by default; ${configDocsPath} lists every option,
  // and marks the ones that are not yet available):
  // theme: { themeMode: 'light', themeVariables: { accent: '#3396ff' } },
  // wallets: { featured: ['<registry wallet id>'], exclude: [] },

  // Where \`npx appkit generate\` writes the typed module, relative to this file.
  output: ${tsLiteral(input.output)},
})
`
}
