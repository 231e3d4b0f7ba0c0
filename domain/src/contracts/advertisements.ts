import { z } from "zod";
import { endpointGroup } from "./endpoint.js";

export const restAdvertisementSchema = z.object({
  advertisement_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  sponsor_name: z.string(),
  link_url: z.string(),
  label_style: z.number().int(),
  image_path: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
});

const advertisement = endpointGroup({ tag: "advertisements", access: "public" });

export const topAdvertisements = advertisement.get("/advertisements/top-list", {
  summary: "The advertisements running on the home page",
  response: z.object({ advertisements: z.array(restAdvertisementSchema) }),
});

export const clickAdvertisement = advertisement.post("/advertisements/{id}/click", {
  summary: "Records a click and answers the link to follow",
  status: 201,
  response: z.object({ click_id: z.number().int().nullable(), link_url: z.string() }),
  errors: ["0109005"],
});
