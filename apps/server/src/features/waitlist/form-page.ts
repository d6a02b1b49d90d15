// The waiting-list form without script: the prerendered page's <form method="post" action="/waiting-list">
// posts here before (or without) hydration, and the visitor gets a page back, never a JSON body.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A small self-contained page: the outcome, and the ways on (back to the form, the home page). */
export function renderWaitlistAnswerPage({ ok, messages }: { ok: boolean; messages: readonly string[] }): string {
  const title = ok ? 'You are on the waiting list' : 'Your details were not sent';
  const items = messages.map((message) => `<li>${escapeHtml(message)}</li>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Casecast</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;color:#0f172a;background:#f8fafc;line-height:1.5}
main{max-width:36rem;margin:0 auto;padding:3rem 1rem}
h1{font-size:1.75rem;margin:0 0 1rem}
.box{border-radius:1rem;border:1px solid #e2e8f0;background:#fff;padding:1.5rem}
.ok{color:#065f46}.error{color:#991b1b}
a{color:#1d4ed8;font-weight:600}
ul{padding-left:1.25rem}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<div class="box" role="${ok ? 'status' : 'alert'}">
<ul class="${ok ? 'ok' : 'error'}">${items}</ul>
</div>
<p>${ok ? '<a href="/">Back to the home page</a>' : '<a href="/waiting-list">Back to the waiting-list form</a> · <a href="/">Home page</a>'}</p>
</main>
</body>
</html>
`;
}
