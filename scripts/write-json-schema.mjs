// Writes schema/appkit.config.schema.json from the zod schema (run after `npm run build`).
import { writeFileSync } from 'node:fs'
import { toJsonSchema } from '../dist/schema/index.js'

writeFileSync('schema/appkit.config.schema.json', `${JSON.stringify(toJsonSchema(), null, 2)}\n`)
console.log('wrote schema/appkit.config.schema.json')
