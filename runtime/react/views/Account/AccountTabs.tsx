import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'
import type { AccountTab } from '../../../core/kernel.js'
import { accountStrings } from './accountStrings.js'

export interface AccountTabsProps {
  tabs: readonly AccountTab[]
  current: AccountTab
  onSelect(tab: AccountTab): void
  children: ReactNode
}

/**
 * The hub's tabs (SPEC section 2: Tokens, NFTs, Activity) with the keyboard of a tab list: arrows
 * move and select, Home and End jump; only the selected tab is in the Tab order.
 * @example <AccountTabs tabs={['Tokens', 'NFTs']} current="Tokens" onSelect={select}>...</AccountTabs>
 */
export function AccountTabs({ tabs, current, onSelect, children }: AccountTabsProps) {
  const id = useId()
  const list = useRef<HTMLDivElement>(null)
  const selected = tabs.includes(current) ? current : (tabs[0] ?? 'Tokens')
  const move = (event: KeyboardEvent) => {
    const index = tabs.indexOf(selected)
    const next = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key]
    const tab = next === undefined ? undefined : tabs[next]
    if (!tab) return
    event.preventDefault()
    onSelect(tab)
    list.current?.querySelector<HTMLElement>(`[data-tab="${tab}"]`)?.focus()
  }
  return (
    <>
      <div
        ref={list}
        className="ak-tabs"
        role="tablist"
        aria-label={accountStrings.tabsLabel}
        onKeyDown={move}
      >
        {tabs.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            className="ak-tab"
            data-tab={tab}
            id={`${id}-${tab}`}
            aria-selected={tab === selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab === selected ? 0 : -1}
            onClick={() => onSelect(tab)}
          >
            {accountStrings.tabs[tab]}
          </button>
        ))}
      </div>
      <div
        className="ak-panel"
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${selected}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a panel whose rows are not focusable must be reachable to scroll
        tabIndex={0}
      >
        {children}
      </div>
    </>
  )
}
