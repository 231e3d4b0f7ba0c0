// A small REST reference page rendered from the OpenAPI document on the server: one section per tag,
// one entry per operation with its access, parameters, body, answers and error codes. No script.

type Json = Record<string, unknown>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

const block = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

function operationHtml(method: string, path: string, op: Json): string {
  const params = (op.parameters ?? []) as Json[];
  const responses = (op.responses ?? {}) as Record<string, Json>;
  const body = (op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
  const rows = params
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(String(p.name))}</code></td><td>${escapeHtml(String(p.in))}</td>` +
        `<td>${p.required ? "yes" : "no"}</td><td><code>${escapeHtml(JSON.stringify(p.schema))}</code></td></tr>`,
    )
    .join("");
  const answers = Object.entries(responses)
    .map(([status, r]) => {
      const content = r.content as Record<string, Json> | undefined;
      const schema = content?.["application/json"]?.schema;
      return (
        `<li><strong>${escapeHtml(status)}</strong> <span class="desc">${escapeHtml(String(r.description ?? ""))}</span>` +
        (schema && status.startsWith("2") ? `<details><summary>schema</summary>${block(schema)}</details>` : "") +
        "</li>"
      );
    })
    .join("");
  const id = escapeHtml(String(op.operationId));
  return `<article id="${id}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(String(op.summary ?? ""))} <span class="access">access: ${escapeHtml(accessText(op["x-access"]))}</span></p>
${rows ? `<table><thead><tr><th>parameter</th><th>in</th><th>required</th><th>schema</th></tr></thead><tbody>${rows}</tbody></table>` : ""}
${body ? `<details><summary>request body</summary>${block(body["application/json"]?.schema)}</details>` : ""}
<ul class="answers">${answers}</ul>
</article>`;
}

/** The whole page for a document made by `openApiDocument`. */
export function referencePage(document: Json): string {
  const info = document.info as Json;
  const paths = document.paths as Record<string, Record<string, Json>>;
  const byTag = new Map<string, string[]>();
  const toc = new Map<string, string[]>();
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      const tag = String((op.tags as string[] | undefined)?.[0] ?? "other");
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op)]);
      toc.set(tag, [
        ...(toc.get(tag) ?? []),
        `<li><a href="#${escapeHtml(String(op.operationId))}">${method.toUpperCase()} ${escapeHtml(path)}</a></li>`,
      ]);
    }
  }
  const tags = [...byTag.keys()].sort();
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(String(info.title))}</title>
<style>
body{font-family:system-ui,"Noto Sans JP",sans-serif;margin:0;display:grid;grid-template-columns:18rem 1fr;color:#1b2430}
nav{position:sticky;top:0;height:100vh;overflow:auto;background:#f4f6f8;padding:1rem;font-size:.85rem}
nav ul{list-style:none;padding-left:.5rem}main{padding:1rem 2rem;max-width:70rem}
article{border-top:1px solid #dde3ea;padding:.5rem 0}pre{background:#f7f7f9;padding:.75rem;overflow:auto;font-size:.8rem}
table{border-collapse:collapse;font-size:.85rem}td,th{border:1px solid #dde3ea;padding:.25rem .5rem;text-align:left}
.method{display:inline-block;min-width:4rem;font-size:.8rem;color:#fff;background:#2b6cb0;border-radius:4px;text-align:center;padding:.1rem .3rem}
.method.post{background:#2f855a}.method.put{background:#b7791f}.method.delete{background:#c53030}
.access{color:#5a6773;font-size:.85rem;margin-left:.5rem}.desc{white-space:pre-line;color:#5a6773}
@media (max-width:48rem){body{display:block}nav{position:static;height:auto}}
</style></head>
<body><nav aria-label="endpoints"><strong>${escapeHtml(String(info.title))}</strong>
${tags.map((t) => `<h2>${escapeHtml(t)}</h2><ul>${(toc.get(t) ?? []).join("")}</ul>`).join("")}
<p><a href="/v1/openapi.json">openapi.json</a></p></nav>
<main><h1>${escapeHtml(String(info.title))} <small>${escapeHtml(String(info.version))}</small></h1>
<p>${escapeHtml(String(info.description))}</p>
${tags.map((t) => `<section><h2>${escapeHtml(t)}</h2>${(byTag.get(t) ?? []).join("\n")}</section>`).join("\n")}
</main></body></html>
`;
}

/** `x-access` in words: "public", or e.g. "member (full, other-business), provider". */
function accessText(access: unknown): string {
  if (typeof access === "string") return access;
  const { member, provider, operator } = (access ?? {}) as {
    member?: string[];
    provider?: true;
    operator?: true | string[];
  };
  const operatorText = operator === true ? "operator" : operator ? `operator (${operator.join(", ")}; TOTP)` : "";
  return [member ? `member (${member.join(", ")})` : "", provider ? "provider" : "", operatorText]
    .filter(Boolean)
    .join(", ");
}
