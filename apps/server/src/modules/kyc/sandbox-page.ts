/** HTML of the sandbox provider's page. Everything inserted is escaped. */

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export type SandboxPage = { kind: 'session'; sessionId: string; status: string } | { kind: 'unknown' } | { kind: 'error'; message: string };

const STYLE = `
body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}
.banner{background:#fff3bf;border:2px solid #e67700;padding:.75rem 1rem;border-radius:.5rem;font-weight:700}
form{border:1px solid #ced4da;border-radius:.5rem;padding:1rem;margin:1rem 0}
button{font:inherit;padding:.5rem 1rem;border-radius:.375rem;border:1px solid #495057;background:#f1f3f5;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #1971c2;outline-offset:2px}
label{display:block;margin-bottom:.25rem;font-weight:600}
input[type=text]{font:inherit;width:100%;box-sizing:border-box;padding:.4rem;margin-bottom:.75rem}
code{word-break:break-all}`;

function layout(body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>SANDBOX identity check</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="banner" role="note">SANDBOX — no real identity check. Nothing here verifies who you are.</p>
${body}
</main>
</body>
</html>`;
}

export function renderSandboxPage(page: SandboxPage): string {
  if (page.kind === 'unknown') return layout('<h1>Unknown verification session</h1><p>This sandbox session does not exist.</p>');
  if (page.kind === 'error') return layout(`<h1>Sandbox error</h1><p role="alert">${escapeHtml(page.message)}</p>`);
  const action = `/sandbox/kyc/${encodeURIComponent(page.sessionId)}`;
  const form = (decision: string, label: string, extra = '') =>
    `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="decision" value="${escapeHtml(decision)}">
${extra}<button type="submit" data-testid="sandbox-${escapeHtml(decision)}">${escapeHtml(label)}</button>
</form>`;
  return layout(`<h1>Sandbox identity check</h1>
<p>Session <code>${escapeHtml(page.sessionId)}</code>, current status: <strong>${escapeHtml(page.status)}</strong>.</p>
<p>Choose the outcome the provider reports. A signed webhook is sent to the platform, which applies it as it would a real provider's.</p>
${form('approve', 'Approve')}
${form(
  'decline',
  'Decline',
  `<label for="reason">Reason for declining</label>
<input type="text" id="reason" name="reason" maxlength="500" required>
`,
)}
${form('review', 'Needs review')}`);
}
