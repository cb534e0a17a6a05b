import { decodeFunctionResult, encodeFunctionData, erc20Abi, hexToBigInt } from 'viem'
import type { CaipNetwork } from '../../../../../schema/index.js'
import type { AppKit } from '../../../AppKit.js'
import { getRpcClient } from '../../../rpc/getRpcClient.js'
import type { SendToken } from '../../../send/SendParameters.js'
import { tokenContract } from '../../../send/tokenContract.js'

/** The EVM balance of `address` in smallest units, read now: `eth_getBalance` or ERC20 `balanceOf`. */
export async function readEip155Balance(
  appKit: AppKit,
  network: CaipNetwork,
  address: string,
  token: SendToken,
): Promise<bigint> {
  const client = getRpcClient(appKit, network)
  const owner = address as `0x${string}`
  const contract = tokenContract(token)
  if (contract === undefined) {
    return hexToBigInt(
      await client.request({ method: 'eth_getBalance', params: [owner, 'latest'] }),
    )
  }
  const data = await client.request({
    method: 'eth_call',
    params: [
      {
        to: contract as `0x${string}`,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner] }),
      },
      'latest',
    ],
  })
  return decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data })
}
