import type { PromptChoice } from './createPrompter.js'

/** `0xf39F…2266`: enough to tell the dev accounts apart at a glance. */
function shortAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`
}

/**
 * The connect prompt's choice of account: one radio per held account, its short address and its
 * label (`accountLabels[i]`, default `Dev account <i>`), the active one checked.
 * @example
 * accountChoice(['0xf39F...2266', '0x3C44...93BC'], ['Dev account 0', 'Dev account 2'], 0)
 * // { legend: 'Account to connect', options: ['0xf39F…2266 · Dev account 0', '0x3C44…93BC · Dev account 2'], selected: 0 }
 */
export function accountChoice(
  addresses: readonly string[],
  labels: readonly string[] | undefined,
  selected: number,
): PromptChoice {
  return {
    legend: 'Account to connect',
    options: addresses.map(
      (address, index) => `${shortAddress(address)} · ${labels?.[index] ?? `Dev account ${index}`}`,
    ),
    selected,
  }
}
