// Writes docs/config.md from the built schema (run after `npm run build`).
import { writeFileSync } from 'node:fs'
import {
  builtinNetworkAliases,
  configSchema,
  notYetAvailableOptions,
  toJsonSchema,
} from '../dist/schema/index.js'
import { configDocsDefaults } from './configDocsDefaults.mjs'
import { renderConfigDocs } from './renderConfigDocs.mjs'

writeFileSync(
  'docs/config.md',
  renderConfigDocs(
    toJsonSchema(),
    configDocsDefaults(builtinNetworkAliases, configSchema, notYetAvailableOptions),
  ),
)
console.log('wrote docs/config.md')
