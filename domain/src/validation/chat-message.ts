// A negotiation room's chat message (product §4.1). Its own module: the room's form imports only this,
// not the REST contracts (whose meeting schema brings the public-holiday table; ADR 188).

import * as z from "zod/mini";
import { requiredFreeTextSchema } from "./text.js";

/** A chat message: 1–500 characters after trimming (0101001, 0101004). */
export const sendMessageBodySchema = z.object({ message: requiredFreeTextSchema });
