import { type Address, type Hex, parseAbi } from 'viem'
import artifact from './artifacts/SandboxSwap.json' with { type: 'json' }

/**
 * `SandboxSwap`'s ABI, typed for viem (reads, writes and logs get their argument and result
 * types). `compile.test.ts` checks it is the compiled artifact's ABI, item for item.
 */
const abi = parseAbi([
  'function NATIVE() view returns (address)',
  'function maxPathLength() view returns (uint256)',
  'function reserves(address tokenA, address tokenB) view returns (uint256 reserveA, uint256 reserveB)',
  'function addLiquidity(address tokenA, address tokenB, uint256 amountA, uint256 amountB) payable',
  'function quote(address[] path, uint256 amountIn) view returns (uint256 amountOut)',
  'function swap(address[] path, uint256 amountIn, uint256 minAmountOut, address recipient) payable returns (uint256 amountOut)',
  'event LiquidityAdded(address indexed provider, address indexed tokenA, address indexed tokenB, uint256 amountA, uint256 amountB)',
  'event Swap(address indexed sender, address indexed recipient, address[] path, uint256 amountIn, uint256 amountOut)',
  'error InvalidPath()',
  'error NoPool(address tokenIn, address tokenOut)',
  'error ZeroAmount()',
  'error ZeroOutput()',
  'error WrongValue(uint256 sent, uint256 expected)',
  'error SlippageExceeded(uint256 amountOut, uint256 minAmountOut)',
  'error InvalidRecipient(address recipient)',
  'error TransferFailed(address token)',
  'error Reentered()',
])

/**
 * The sandbox's constant-product exchange (`SandboxSwap.sol`): pools of two tokens with a 0.3%
 * fee, native ETH a side of a pool as `nativeAddress`. `quote(path, amountIn)` is exactly what
 * `swap(path, amountIn, minAmountOut, recipient)` pays; native input is sent as the value, token
 * input is taken with `transferFrom` (approve the exchange first).
 * @example
 * await wallet.deployContract(sandboxSwap.artifact)
 * const path = [sandboxSwap.nativeAddress, tokenAddress]
 * await client.readContract({ address, abi: sandboxSwap.artifact.abi, functionName: 'quote', args: [path, 10n ** 18n] })
 */
export const sandboxSwap = {
  artifact: { abi, bytecode: artifact.bytecode as Hex },
  /** What stands for the native currency in a path: the address the Blockchain API uses for it. */
  nativeAddress: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' as Address,
} as const
