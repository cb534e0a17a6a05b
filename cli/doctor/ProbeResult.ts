/** What one RPC probe found, before the network check adds the name and the latency. */
export interface ProbeResult {
  status: 'ok' | 'fail'
  /** e.g. `answered chain id 31337` or `reports chain id 31337, not 1: ...` */
  detail: string
}
