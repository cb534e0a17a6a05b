// Compiles the sandbox's contracts with solc-js and writes artifacts/<Name>.json (abi + bytecode)
// for each. The artifacts are committed so neither the sandbox nor the tests compile at run time (~2 s).
//   node sandbox/contracts/compile.mjs           writes the artifacts
//   node sandbox/contracts/compile.mjs --check   exits 1 when a committed artifact is stale
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const solc = require('solc')

/** Each source file and the contract in it that the sandbox deploys. */
const contracts = [
  { sourceName: 'SandboxToken.sol', contractName: 'SandboxToken' },
  { sourceName: 'SandboxNft.sol', contractName: 'SandboxNft' },
  { sourceName: 'SandboxEuro.sol', contractName: 'SandboxEuro' },
  { sourceName: 'SandboxSwap.sol', contractName: 'SandboxSwap' },
]

const input = {
  language: 'Solidity',
  sources: Object.fromEntries(
    contracts.map(({ sourceName }) => [
      sourceName,
      { content: readFileSync(new URL(sourceName, import.meta.url), 'utf8') },
    ]),
  ),
  settings: {
    // Pinned rather than solc's moving default, so the bytecode runs on anvil's default hardfork
    // and a newer solc does not change the artifact by itself.
    evmVersion: 'cancun',
    optimizer: { enabled: true, runs: 200 },
    outputSelection: Object.fromEntries(
      contracts.map(({ sourceName, contractName }) => [
        sourceName,
        { [contractName]: ['abi', 'evm.bytecode.object'] },
      ]),
    ),
  },
}

const output = JSON.parse(solc.compile(JSON.stringify(input)))
const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error')
if (errors.length > 0) {
  for (const entry of errors) console.error(entry.formattedMessage)
  process.exit(1)
}

const check = process.argv.includes('--check')
let stale = false
for (const { sourceName, contractName } of contracts) {
  const contract = output.contracts[sourceName][contractName]
  const file = `artifacts/${contractName}.json`
  const artifactUrl = new URL(`./${file}`, import.meta.url)
  const artifact = {
    contractName,
    sourceName,
    compiler: `solc ${solc.version()}`,
    abi: contract.abi,
    bytecode: `0x${contract.evm.bytecode.object}`,
  }
  const text = `${JSON.stringify(artifact, null, 2)}\n`
  if (check) {
    let committed = ''
    try {
      committed = readFileSync(artifactUrl, 'utf8')
    } catch {
      // A missing artifact is stale too.
    }
    if (committed === text) {
      console.log(`${file} is up to date`)
    } else {
      console.error(`${file} is stale: run node sandbox/contracts/compile.mjs`)
      stale = true
    }
  } else {
    writeFileSync(artifactUrl, text)
    console.log(`wrote ${file} (${contract.evm.bytecode.object.length / 2} bytes of bytecode)`)
  }
}
if (stale) process.exit(1)
