/**
 * The frame page's stylesheet, served as `/frame.css` from the secure site's own origin, so the
 * page's CSP (`default-src 'self'`) allows it without 'unsafe-inline'. Dark unless the kit syncs
 * the light theme (`<html data-theme="light">`). The kit shows the frame over its modal's content,
 * about 360x380 CSS px: the screen fills it, and scrolls when it is smaller.
 * @example response.end(frameStyles)
 */
export const frameStyles = `
:root{color-scheme:dark;--bg:#121313;--fg:#e4e7e7;--muted:#a3a8a8;--panel:#1b1d1d;--border:#2f3232;
--accent:#0a6fd1;--accent-fg:#fff;font:14px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif}
:root[data-theme="light"]{color-scheme:light;--bg:#fff;--fg:#141414;--muted:#5b6060;--panel:#f3f4f4;
--border:#dfe2e2}
html,body{margin:0;height:100%;background:transparent}
body{overflow:auto}
.approval{box-sizing:border-box;display:flex;flex-direction:column;gap:10px;width:100%;height:100%;
min-height:260px;padding:16px;background:var(--bg);color:var(--fg)}
.approval h1{font-size:18px;line-height:1.3;margin:0}
.approval h1:focus{outline:none}
.approval h2{font-size:15px;line-height:1.3;margin:0}
.app{margin:0;color:var(--muted);overflow-wrap:anywhere}
.app strong{color:var(--fg);font-weight:600}
.details{flex:1 1 auto;min-height:72px;display:flex;flex-direction:column;gap:6px;overflow:auto}
.fields{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0}
.fields dt,.label{color:var(--muted);margin:0}
.fields dd{margin:0;overflow-wrap:anywhere;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:13px}
.details pre{flex:1 1 auto;min-height:48px;margin:0;padding:8px 10px;overflow:auto;white-space:pre-wrap;
overflow-wrap:anywhere;background:var(--panel);border:1px solid var(--border);border-radius:8px;
font:12px/1.45 ui-monospace,Menlo,Consolas,monospace}
.actions{display:flex;gap:8px}
.actions button{flex:1;min-height:40px;padding:0 12px;border-radius:10px;border:1px solid var(--border);
background:transparent;color:var(--fg);font:600 14px/1 system-ui,-apple-system,"Segoe UI",sans-serif;cursor:pointer}
.actions button.approve{background:var(--accent);border-color:var(--accent);color:var(--accent-fg)}
.actions button:focus-visible,.details pre:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.actions button:disabled{opacity:.65;cursor:default}
.approval[aria-busy="true"] button:disabled{cursor:progress}
`
