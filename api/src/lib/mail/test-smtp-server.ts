// A minimal SMTP receiver for tests (EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT; no TLS, no
// AUTH): enough for nodemailer to deliver to, so tests can read what a real SMTP server would get.

import { createServer, type Server, type Socket } from "node:net";

interface ReceivedMail {
  readonly from: string;
  readonly to: readonly string[];
  readonly raw: string;
  /** The decoded Subject header. */
  readonly subject: string;
  /** The decoded text body. */
  readonly text: string;
}

export interface TestSmtpServer {
  readonly url: string;
  readonly mails: ReceivedMail[];
  close(): Promise<void>;
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_whole, _charset: string, enc: string, data: string) =>
      enc.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < joined.length; i++) {
    const c = joined[i] as string;
    if (c === "=" && /^[0-9A-Fa-f]{2}$/.test(joined.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** Splits a single-part message into decoded subject and text. */
function parseMessage(raw: string): { subject: string; text: string } {
  const at = raw.indexOf("\r\n\r\n");
  const head = at >= 0 ? raw.slice(0, at) : raw;
  const body = at >= 0 ? raw.slice(at + 4) : "";
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  const text =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(body)
        : body;
  return { subject: decodeWords(headers.get("subject") ?? ""), text: text.replace(/\r\n/g, "\n") };
}

function session(socket: Socket, mails: ReceivedMail[]): void {
  let buffer = "";
  let from = "";
  let to: string[] = [];
  let data: string[] | undefined;
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply("220 test-smtp ESMTP ready");
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => {
    buffer += chunk;
    let end = buffer.indexOf("\r\n");
    while (end >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (data) {
        if (line === ".") {
          const raw = data.join("\r\n");
          mails.push({ from, to, raw, ...parseMessage(raw) });
          data = undefined;
          from = "";
          to = [];
          reply("250 2.0.0 queued");
        } else {
          data.push(line.startsWith("..") ? line.slice(1) : line);
        }
      } else {
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") {
          reply("250-test-smtp");
          reply("250-8BITMIME");
          reply("250 SMTPUTF8");
        } else if (verb === "HELO") reply("250 test-smtp");
        else if (verb === "MAIL") {
          from = /<([^>]*)>/.exec(line)?.[1] ?? "";
          reply("250 2.1.0 ok");
        } else if (verb === "RCPT") {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
          reply("250 2.1.5 ok");
        } else if (verb === "DATA") {
          data = [];
          reply("354 end with <CRLF>.<CRLF>");
        } else if (verb === "RSET") {
          from = "";
          to = [];
          reply("250 ok");
        } else if (verb === "NOOP") reply("250 ok");
        else if (verb === "QUIT") {
          reply("221 bye");
          socket.end();
        } else reply("502 5.5.2 command not implemented");
      }
      end = buffer.indexOf("\r\n");
    }
  });
  socket.on("error", () => {});
}

/** Starts a receiver on 127.0.0.1 on a free port. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    session(socket, mails);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
