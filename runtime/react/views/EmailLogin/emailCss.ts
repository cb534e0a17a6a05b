// Styles of email login, adopted with its chunk (the modal's base sheet stays small).
export const emailCss = `
.ak-email{display:flex;flex-direction:column;gap:6px}
.ak-email-row{position:relative;display:flex;align-items:center}
.ak-email-row input{width:100%;height:48px;padding-block:0;padding-inline:16px 52px;border:1px solid var(--ak-border);
border-radius:calc(var(--ak-radius-base)*4);background:var(--ak-surface);color:inherit;font:inherit;
font-size:var(--ak-text-md)}
.ak-email-row input::placeholder{color:var(--ak-muted)}
.ak-email-row input[aria-invalid=true]{border-color:var(--ak-error)}
.ak-email-row button{position:absolute;inset-inline-end:6px;width:36px;height:36px;min-height:0;padding:0;
border-radius:50%}
.ak-email-row button>svg:dir(rtl){transform:scaleX(-1)}
.ak-email-row button>.ak-spinner{width:14px;height:14px;margin:0;border-width:2px}
.ak-email-error{margin:0 8px;color:var(--ak-error);font-size:var(--ak-text-sm)}
.ak-email-change{gap:10px;padding:4px 0}
.ak-email-change .ak-email-row input{padding-inline-end:16px}
.ak-email-label{margin:0 8px;font-size:var(--ak-text-sm);color:var(--ak-muted)}
.ak-email-note{margin:0 8px;color:var(--ak-muted);font-size:var(--ak-text-sm)}
.ak-otp{display:flex;flex-direction:column;align-items:center;gap:12px;padding:8px 0;text-align:center}
.ak-otp .ak-status-title{margin:0}
.ak-otp input{width:100%;max-width:240px;height:56px;text-align:center;letter-spacing:.5em;
font:inherit;font-size:24px;font-variant-numeric:tabular-nums;border:1px solid var(--ak-border);
border-radius:calc(var(--ak-radius-base)*4);background:var(--ak-surface);color:inherit}
.ak-otp input[aria-invalid=true]{border-color:var(--ak-error)}
.ak-approve{position:relative;height:min(380px,calc(100dvh - 160px));border-radius:calc(var(--ak-radius-base)*4);
background:var(--ak-surface);display:grid;place-items:center;text-align:center;color:var(--ak-muted)}
`
