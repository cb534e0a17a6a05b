// Styles of WhatIsAWallet, in its chunk: adopted into the modal's shadow root while it is shown.
/** The two explanations, the recommended wallets' links and the way to All Wallets. */
export const whatIsAWalletCss = `
.ak-wiw{display:flex;flex-direction:column;gap:12px;padding-top:4px}
.ak-wiw-points{list-style:none;margin:0 0 4px;padding:0 4px;display:flex;flex-direction:column;gap:14px}
.ak-wiw-point{display:flex;align-items:flex-start;gap:12px}
.ak-wiw-point .ak-item-icon{color:var(--ak-accent);background:color-mix(in srgb,var(--ak-accent) 14%,transparent)}
.ak-wiw-point h3{margin:1px 0 2px;font-size:var(--ak-text-md);font-weight:600}
.ak-wiw-point p{margin:0;color:var(--ak-muted);font-size:var(--ak-text-md);text-wrap:pretty}
.ak-wiw-heading{margin:6px 4px 0;color:var(--ak-muted);font-size:var(--ak-text-sm);font-weight:600}
a.ak-item{color:inherit;text-decoration:none}
.ak-wiw .ak-note{margin:4px}
`
