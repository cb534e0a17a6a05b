import { useEffect, useRef } from 'react'
import { type Address, erc20Abi, formatUnits, isAddress, parseAbi, parseUnits } from 'viem'
import {
  useBalance,
  useConnection,
  useDisconnect,
  useReadContract,
  useSwitchChain,
  useWaitForTransactionReceipt,
  useWriteContract,
} from 'wagmi'

/** Where the sandbox deploys its token (dev account 0's first transaction); `?token=` overrides. */
const defaultToken: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const token = ((): Address => {
  const given = new URLSearchParams(location.search).get('token')
  return given && isAddress(given) ? given : defaultToken
})()
const mintAbi = parseAbi(['function mint(address to, uint256 value)'])
const mintAmount = parseUnits('10', 6)

/**
 * wagmi's own hooks on the connection the kit's modal made: balance, mint, switch, disconnect.
 * `onMined` is told once per mined mint, so the page's other parts can read their balances again.
 */
export function WagmiPanel({ onMined }: { onMined?: () => void }) {
  const { address, status, chainId } = useConnection()
  const { chains, mutate: switchChain } = useSwitchChain()
  const { mutate: disconnect } = useDisconnect()
  const balance = useBalance({ address, query: { enabled: Boolean(address) } })
  const susd = useReadContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: address ? [address] : undefined,
    query: { enabled: Boolean(address) },
  })
  const write = useWriteContract()
  const receipt = useWaitForTransactionReceipt({ hash: write.data })
  const mined = receipt.isSuccess
  const { refetch: refetchSusd } = susd
  // Latest callback, without re-running the effect: each mined transaction is told once.
  const minedListener = useRef(onMined)
  minedListener.current = onMined
  const minedHash = mined ? receipt.data.transactionHash : undefined
  useEffect(() => {
    if (!minedHash) return
    void refetchSusd()
    minedListener.current?.()
  }, [minedHash, refetchSusd])

  return (
    <section className="wagmi" aria-label="wagmi">
      <h2>wagmi</h2>
      <dl className="status">
        <dt>Status</dt>
        <dd data-testid="wagmi-status">{status}</dd>
        <dt>Chain</dt>
        <dd data-testid="wagmi-chain">{chainId}</dd>
        <dt>Address</dt>
        <dd data-testid="wagmi-address">{address ?? 'not connected'}</dd>
        <dt>Balance</dt>
        <dd data-testid="wagmi-balance">
          {balance.data ? `${formatUnits(balance.data.value, balance.data.decimals)} ETH` : '-'}
        </dd>
        <dt>SUSD</dt>
        <dd data-testid="wagmi-susd">
          {susd.data === undefined ? '-' : `${formatUnits(susd.data, 6)} SUSD`}
        </dd>
      </dl>
      {address ? (
        <p className="actions">
          <button
            type="button"
            disabled={write.isPending}
            onClick={() =>
              write.mutate({
                address: token,
                abi: mintAbi,
                functionName: 'mint',
                args: [address, mintAmount],
              })
            }
          >
            Mint 10 SUSD (wagmi)
          </button>
          {chains.map((chain) => (
            <button key={chain.id} type="button" onClick={() => switchChain({ chainId: chain.id })}>
              {`wagmi: switch to ${chain.name} (${chain.id})`}
            </button>
          ))}
          <button type="button" onClick={() => disconnect()}>
            Disconnect (wagmi)
          </button>
        </p>
      ) : null}
      <p data-testid="wagmi-write">
        {write.isPending
          ? 'waiting for the wallet'
          : write.isError
            ? `error: ${write.error.name}`
            : mined
              ? `mined in block ${receipt.data.blockNumber}`
              : write.data
                ? 'sent'
                : 'idle'}
      </p>
    </section>
  )
}
