/** Styles of the account hub: the header (avatar, address, balance, network chip), the feature
 * buttons, the tabs and their lists. */
export const accountCss = `
.ak-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.ak-hub{display:flex;flex-direction:column;gap:12px}
.ak-account{display:flex;flex-direction:column;align-items:center;gap:6px;padding-top:4px}
.ak-avatar{width:64px;height:64px;border-radius:50%;
background:conic-gradient(from 200deg,var(--ak-accent),color-mix(in srgb,var(--ak-accent) 40%,#fff),
var(--ak-accent))}
.ak-avatar[data-hue="1"]{filter:hue-rotate(45deg)}.ak-avatar[data-hue="2"]{filter:hue-rotate(90deg)}
.ak-avatar[data-hue="3"]{filter:hue-rotate(135deg)}.ak-avatar[data-hue="4"]{filter:hue-rotate(180deg)}
.ak-avatar[data-hue="5"]{filter:hue-rotate(225deg)}.ak-avatar[data-hue="6"]{filter:hue-rotate(270deg)}
.ak-avatar[data-hue="7"]{filter:hue-rotate(315deg)}
.ak-address{display:flex;align-items:center;gap:2px;margin:6px 0 0;font-size:var(--ak-text-xl);
font-weight:600;font-variant-numeric:tabular-nums}
.ak-balance{margin:0;color:var(--ak-muted);font-size:var(--ak-text-lg)}
.ak-network-chip{display:inline-flex;align-items:center;gap:6px;min-height:32px;margin-top:4px;
padding-block:0;padding-inline:4px 12px;border:1px solid var(--ak-border);border-radius:999px;
background:var(--ak-surface);cursor:pointer;font-weight:500;font-size:var(--ak-text-md)}
.ak-network-chip .ak-item-icon{width:24px;height:24px;border-radius:50%;font-size:var(--ak-text-sm)}
.ak-network-chip[data-static]{cursor:default}
.ak-account-type{margin:-4px 0 0;color:var(--ak-muted);font-size:var(--ak-text-sm)}
.ak-item[aria-busy=true]{cursor:progress}
.ak-item-icon>.ak-spinner{width:18px;height:18px;margin:0;border-width:2px}
.ak-account-switch-error{margin:-4px 8px 0;color:var(--ak-error);font-size:var(--ak-text-sm);text-align:center}
.ak-login{margin:-4px 0 0;color:var(--ak-muted);font-size:var(--ak-text-sm);overflow-wrap:anywhere;
display:flex;align-items:center;justify-content:center;gap:2px}
.ak-login .ak-icon-button{width:28px;height:28px;min-height:0}
.ak-choose-name{margin:-4px 0 0;padding:2px 6px;border:0;border-radius:calc(var(--ak-radius-base)*2);
background:none;color:var(--ak-accent-text);font:inherit;font-size:var(--ak-text-sm);font-weight:600;cursor:pointer}
.ak-choose-name:hover{text-decoration:underline}
.ak-choose-name:focus-visible{outline:2px solid var(--ak-accent);outline-offset:1px}
.ak-hub .ak-account{padding-top:0}
.ak-avatar-img{width:64px;height:64px;border-radius:50%;object-fit:cover}
.ak-identity{margin:4px 0 0;font-size:var(--ak-text-xl);font-weight:600;max-width:100%;overflow:hidden;
text-overflow:ellipsis;white-space:nowrap}
.ak-total{margin:0;font-size:var(--ak-text-lg);font-weight:600;font-variant-numeric:tabular-nums}
.ak-features{display:grid;grid-auto-flow:column;grid-auto-columns:minmax(0,1fr);gap:8px}
.ak-features .ak-button{flex-direction:column;gap:2px;min-width:0;min-height:56px;padding:6px 4px;
border-radius:calc(var(--ak-radius-base)*4);font-size:var(--ak-text-sm)}
.ak-tabs{display:flex;gap:4px;padding:4px;border-radius:999px;background:var(--ak-surface)}
.ak-tab{flex:1;min-height:32px;border:0;border-radius:999px;background:none;cursor:pointer;
font-weight:600;font-size:var(--ak-text-md);color:var(--ak-muted)}
.ak-tab[aria-selected=true]{background:var(--ak-background);color:var(--ak-foreground);
box-shadow:0 0 0 1px var(--ak-border)}
.ak-tab:focus-visible{outline:2px solid var(--ak-accent);outline-offset:1px}
.ak-hub-note{margin:0;padding:0 4px;color:var(--ak-muted);font-size:var(--ak-text-sm);text-align:center}
.ak-panel{max-height:300px;overflow:auto;overscroll-behavior:contain}
.ak-row{display:flex;align-items:center;gap:12px;min-height:56px;padding:8px 4px}
.ak-row .ak-item-icon{border-radius:50%}
.ak-row-main{flex:1;min-width:0;display:flex;flex-direction:column;gap:2px}
.ak-row-title{font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.ak-row-sub{color:var(--ak-muted);font-size:var(--ak-text-sm);overflow:hidden;text-overflow:ellipsis;
white-space:nowrap}
.ak-row-end{flex:none;display:flex;flex-direction:column;align-items:flex-end;gap:2px;
font-variant-numeric:tabular-nums}
.ak-row-end [data-sign="+"]{color:var(--ak-success)}
.ak-month{margin:12px 4px 4px;font-size:var(--ak-text-sm);font-weight:600;color:var(--ak-muted)}
.ak-nfts{display:grid;grid-template-columns:repeat(2,1fr);gap:8px;list-style:none;margin:0;padding:0}
.ak-nft{display:flex;flex-direction:column;gap:4px;padding:6px;border-radius:calc(var(--ak-radius-base)*4);
background:var(--ak-surface);min-width:0}
.ak-nft img,.ak-nft .ak-nft-blank{width:100%;aspect-ratio:1;object-fit:cover;
border-radius:calc(var(--ak-radius-base)*3);background:var(--ak-surface-hover)}
.ak-nft-name{font-weight:600;overflow:hidden;overflow-wrap:anywhere;display:-webkit-box;
-webkit-box-orient:vertical;-webkit-line-clamp:2;line-clamp:2}
.ak-nft-collection{color:var(--ak-muted);font-size:var(--ak-text-sm);overflow:hidden;
text-overflow:ellipsis;white-space:nowrap}
.ak-receive{display:flex;flex-direction:column;align-items:center;gap:12px;text-align:center}
.ak-receive svg{border-radius:calc(var(--ak-radius-base)*4)}
.ak-receive-address{margin:0;max-width:100%;font-family:ui-monospace,monospace;font-size:var(--ak-text-sm);
word-break:break-all}
.ak-chips{display:flex;flex-wrap:wrap;justify-content:center;gap:6px;list-style:none;margin:0;padding:0}
.ak-chips li{display:inline-flex;align-items:center;gap:6px;padding-block:2px;padding-inline:2px 10px;
border:1px solid var(--ak-border);border-radius:999px;font-size:var(--ak-text-sm)}
.ak-chips .ak-item-icon{width:20px;height:20px;border-radius:50%;font-size:10px}
`
