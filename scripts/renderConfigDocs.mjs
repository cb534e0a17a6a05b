// Renders docs/config.md from the config's JSON Schema, so the reference cannot drift from the
// schema: every option with its type, default and description.

function typeOf(node) {
  if (!node) return 'any'
  if (node.enum && node.enum.length > 10) return 'built-in network id'
  if (node.enum) return node.enum.map((value) => `\`${JSON.stringify(value)}\``).join(' \\| ')
  if (node.const !== undefined) return `\`${JSON.stringify(node.const)}\``
  if (node.anyOf) return node.anyOf.map(typeOf).join(' \\| ')
  if (node.type === 'array') return `${typeOf(node.items)}[]`
  if (node.type === 'object' && node.additionalProperties && node.additionalProperties !== false) {
    return `record of ${typeOf(node.additionalProperties)}`
  }
  if (node.type === 'object') return node.properties?.caipNetworkId ? 'network object' : 'object'
  if (node.type === 'integer') return 'integer'
  return node.type ?? 'any'
}

function defaultOf(node) {
  if (!('default' in node)) return ''
  const text = JSON.stringify(node.default)
  return text.length > 60 ? 'see below' : `\`${text}\``
}

const notYetMark = '**Not yet available**: accepted, not acted on yet.'

// An option is not yet available when it, or an option it is part of, is on the list.
function isNotYet(name, notYetAvailable) {
  return notYetAvailable.some((path) => name === path || name.startsWith(`${path}.`))
}

function rows(node, path, required, notYetAvailable, out) {
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    if (key === '$schema') continue
    const name = path ? `${path}.${key}` : key
    const needed = required.includes(key) ? 'yes' : ''
    const notYet = isNotYet(name, notYetAvailable)
    const description = [notYet ? notYetMark : '', (child.description ?? '').replace(/\|/g, '\\|')]
      .filter(Boolean)
      .join(' ')
    const fallback = notYet ? '' : defaultOf(child)
    out.push(`| \`${name}\` | ${typeOf(child)} | ${needed} | ${fallback} | ${description} |`)
    if (child.type === 'object' && child.properties) {
      rows(child, name, child.required ?? [], notYetAvailable, out)
    }
  }
  return out
}

export function renderConfigDocs(schema, defaults) {
  const table = rows(schema, '', schema.required ?? [], defaults.notYetAvailable, [])
  return `# Configuration reference

<!-- Generated from the zod schema by \`npm run docs:config\`. Do not edit by hand. -->

\`appkit.config.ts\` default-exports \`defineConfig({ ... })\` from \`appkit/config\`. The CLI
validates it (\`npx appkit validate\`) and writes the typed module (\`npx appkit generate\`).
Unknown keys are errors, with a "did you mean" for near names, and type errors in \`defineConfig\`. Editors can use
\`appkit/appkit.config.schema.json\` for completion.

\`\`\`ts
import { defineConfig } from 'appkit/config'

export default defineConfig({
  projectId: '0123456789abcdef0123456789abcdef',
  metadata: { name: 'My dapp', url: 'https://mydapp.example', icons: [] },
  networks: ['mainnet', 'base'],
  defaultNetwork: 'base',
  rpcUrls: { base: ['https://base.rpc.example'] },
  wallets: { featured: ['c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'] },
  theme: { themeMode: 'light', themeVariables: { accent: '#3396ff' } },
})
\`\`\`

## Not yet available

These options are accepted so configs written for them keep validating, but appkit does not act
on them yet: setting one changes nothing, and \`appkit validate\` prints a warning line naming it
(a warning, not an error). Each is marked in the table below until the feature lands.

${defaults.notYetAvailable.map((path) => `- \`${path}\``).join('\n')}

## Networks

An entry of \`networks\` is a built-in id, either the CAIP id or its alias:

| alias | CAIP id |
| --- | --- |
${Object.entries(defaults.aliases)
  .map(([alias, id]) => `| \`${alias}\` | \`${id}\` |`)
  .join('\n')}

or a full network object (\`id\`, \`chainNamespace\`, \`caipNetworkId\` = \`chainNamespace:id\`,
\`name\`, \`nativeCurrency\`, \`rpcUrls.default.http\`, optional \`assets\`, \`blockExplorers\`,
\`contracts\`, \`testnet\`, and \`deprecatedCaipNetworkId\` for Solana). RPC URLs must be \`https:\`
(plain \`http:\` only for localhost / 127.0.0.1) and must not embed credentials.

## All options

| option | type | required | default | description |
| --- | --- | --- | --- | --- |
${table.join('\n')}

## Longer defaults

${Object.entries(defaults.long)
  .filter(([name]) => !isNotYet(name, defaults.notYetAvailable))
  .map(([name, value]) => `- \`${name}\`: \`${JSON.stringify(value)}\``)
  .join('\n')}

## Rules across options

- \`defaultNetwork\` and every key of \`rpcUrls\` must name a configured network.
- A network may appear once (an alias and its CAIP id are the same network).
- \`siwx\` and \`siweConfig\` cannot both be set: 'Cannot set both \`siweConfig\` and \`siwx\` options'.
- \`features.legalCheckbox\` needs \`termsConditionsUrl\` or \`privacyPolicyUrl\`.
- A wallet id cannot be both featured (or included) and excluded.
- Theme values must be plain CSS colors, lengths and font names: nothing that could end the CSS
  declaration it is placed in.
`
}
