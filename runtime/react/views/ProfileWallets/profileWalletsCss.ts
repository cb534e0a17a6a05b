/** Styles of ProfileWallets: one row per connection, its state, its buttons. */
export const profileWalletsCss = `
.ak-wallets{display:flex;flex-direction:column;gap:12px}
.ak-wallets-intro{margin:0 4px;color:var(--ak-muted);font-size:var(--ak-text-md)}
.ak-wallets h3{margin:4px 4px 0;font-size:var(--ak-text-sm);font-weight:600;color:var(--ak-muted)}
.ak-connection{display:flex;align-items:center;gap:10px;min-height:56px;padding-block:8px;
padding-inline:8px;border-radius:calc(var(--ak-radius-base)*4);background:var(--ak-surface)}
.ak-connection[data-state=connected]{box-shadow:inset 0 0 0 1px var(--ak-accent)}
.ak-connection-text{flex:1;min-width:0;display:flex;flex-direction:column;gap:2px}
.ak-connection-account{color:var(--ak-muted);font-size:var(--ak-text-sm);overflow:hidden;
text-overflow:ellipsis;white-space:nowrap}
.ak-connection .ak-connection-switch{min-height:32px;padding-inline:12px}
.ak-tag[data-tone=muted]{color:var(--ak-muted);background:var(--ak-surface-hover)}
.ak-wallets .ak-note:empty{margin:0}
.ak-wallets-actions{display:flex;gap:8px}
.ak-wallets-actions .ak-button{flex:1}
`
