// The baseline of `npm run bench:saturation`'s GraphQL overhead figure (issue 27): a plain express app with
// one route answering what `{ __typename }` answers, in a process of its own, as the BFF runs
// (NODE_ENV=production, same Node). Started by the benchmark only.
import express from "express";

const app = express();
app.disable("x-powered-by");
app.get("/plain", (_req, res) => {
  res.json({ data: { __typename: "Query" } });
});
const port = Number(process.env.PLAIN_PORT ?? 4719);
app.listen(port, "127.0.0.1", () => console.log(`[plain] listening on ${port}`));
