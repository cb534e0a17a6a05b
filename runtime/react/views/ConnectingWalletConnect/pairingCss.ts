/** Styles of the pairing views (QR code, links), adopted with their chunk, not the base sheet. */
export const pairingCss = `
.ak-pairing{display:flex;flex-direction:column;align-items:center;gap:12px;padding:8px 4px 4px;
text-align:center}
.ak-qr{overflow:hidden;line-height:0;border-radius:calc(var(--ak-radius-base)*4);background:#fff}
.ak-qr-placeholder{width:264px;height:264px;display:grid;place-items:center;
border-radius:calc(var(--ak-radius-base)*4);background:var(--ak-surface)}
.ak-pairing .ak-actions{margin-top:0}
.ak-pairing a.ak-button{text-decoration:none;color:inherit}
.ak-pairing a.ak-button[data-variant=accent]{color:var(--ak-on-accent)}
.ak-pairing .ak-button[disabled]{opacity:.5;cursor:not-allowed}
`
