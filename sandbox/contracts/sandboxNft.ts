import type { Abi, Hex } from 'viem'
import artifact from './artifacts/SandboxNft.json' with { type: 'json' }

/** What the stand-in Blockchain API tells about one token of the sandbox NFT collection. */
export interface SandboxNftItem {
  name: string
  description: string
  /** Flagged as spam by the stand-in (`spamTokenIds`), as the real service flags scam airdrops. */
  spam: boolean
}

const plain = 'A sandbox critter, minted by seedChain.'

/**
 * The items `seedChain` mints, by token id. Token 4 plays the scam airdrop every real wallet
 * receives, so the modal's spam handling has something to hide; its "site" is a reserved `.test`
 * name, never a real URL.
 */
const items: Readonly<Record<string, Omit<SandboxNftItem, 'spam'>>> = {
  '1': { name: 'Critter #1: Ember Fox', description: plain },
  '2': { name: 'Critter #2: Tide Turtle', description: plain },
  '3': { name: 'Critter #3: Moss Owl', description: plain },
  '4': {
    name: 'Claim 1000 USDC at usdc-airdrop.test',
    description: 'Sandbox spam: a stand-in for the scam airdrops real wallets receive.',
  },
}
const spamTokenIds: readonly bigint[] = [4n]

/**
 * The sandbox's test ERC-721 ("Sandbox Critters", CRIT): metadata, the committed compiled
 * artifact (`compile.mjs` writes it from `SandboxNft.sol`), and what the stand-in tells about each
 * token. Only the deployer mints (`mint(to, tokenId)`).
 * @example
 * await wallet.deployContract(sandboxNft.artifact)
 * sandboxNft.item(4n).spam // true
 */
export const sandboxNft = {
  name: 'Sandbox Critters',
  symbol: 'CRIT',
  artifact: { abi: artifact.abi as Abi, bytecode: artifact.bytecode as Hex },
  /** The token ids the stand-in flags as spam. */
  spamTokenIds,
  /** What the stand-in tells about a token; a token minted later gets a generated name. */
  item(tokenId: bigint): SandboxNftItem {
    const known = items[String(tokenId)] ?? { name: `Critter #${tokenId}`, description: plain }
    return { ...known, spam: spamTokenIds.includes(tokenId) }
  },
} as const
