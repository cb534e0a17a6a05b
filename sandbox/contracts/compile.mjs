// Compiles SandboxToken.sol with solc-js and writes artifacts/SandboxToken.json (abi + bytecode).
// The artifact is committed so neither the sandbox nor the tests compile at run time (~2 s).
//   node sandbox/contracts/compile.mjs           writes the artifact
//   node sandbox/contracts/compile.mjs --check   exits 1 when the committed artifact is stale
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const solc = require('solc')

const sourceName = 'SandboxToken.sol'
const contractName = 'SandboxToken'
const artifactUrl = new URL('./artifacts/SandboxToken.json', import.meta.url)

const input = {
  language: 'Solidity',
  sources: {
    [sourceName]: { content: readFileSync(new URL(sourceName, import.meta.url), 'utf8') },
  },
  settings: {
    // Pinned rather than solc's moving default, so the bytecode runs on anvil's default hardfork
    // and a newer solc does not change the artifact by itself.
    evmVersion: 'cancun',
    optimizer: { enabled: true, runs: 200 },
    outputSelection: { [sourceName]: { [contractName]: ['abi', 'evm.bytecode.object'] } },
  },
}

const output = JSON.parse(solc.compile(JSON.stringify(input)))
const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error')
if (errors.length > 0) {
  for (const entry of errors) console.error(entry.formattedMessage)
  process.exit(1)
}
const contract = output.contracts[sourceName][contractName]
const artifact = {
  contractName,
  sourceName,
  compiler: `solc ${solc.version()}`,
  abi: contract.abi,
  bytecode: `0x${contract.evm.bytecode.object}`,
}
const text = `${JSON.stringify(artifact, null, 2)}\n`

if (process.argv.includes('--check')) {
  let committed = ''
  try {
    committed = readFileSync(artifactUrl, 'utf8')
  } catch {
    // A missing artifact is stale too.
  }
  if (committed !== text) {
    console.error('artifacts/SandboxToken.json is stale: run node sandbox/contracts/compile.mjs')
    process.exit(1)
  }
  console.log('artifacts/SandboxToken.json is up to date')
} else {
  writeFileSync(artifactUrl, text)
  console.log(
    `wrote artifacts/SandboxToken.json (${contract.evm.bytecode.object.length / 2} bytes of bytecode)`,
  )
}
