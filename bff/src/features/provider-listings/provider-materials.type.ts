import { restOwnMaterialSchema } from "@iryo/domain/contracts/provider-materials";
import { Field, ID, InputType, ObjectType } from "type-graphql";
import { contractType, nestedOrNull } from "../../lib/graphql/contract-type.js";
import { MaterialVersion, PublishingChange } from "./provider-listings.type.js";

// The provider console's materials in the publishing workflow (ADR 145).

export const OwnMaterial = contractType("ProviderMaterial", restOwnMaterialSchema, {
  description: "A material of the organisation's service: the public one with its open change, or a new one proposed.",
  fields: {
    material_id: { name: "materialId" },
    change: nestedOrNull(PublishingChange),
    proposed: nestedOrNull(MaterialVersion),
  },
});
export type OwnMaterial = InstanceType<typeof OwnMaterial>;

@ObjectType("ProviderServiceMaterials", { description: "A service's materials as its staff see them." })
export class ServiceMaterials {
  @Field(() => ID)
  serviceId!: string;

  @Field(() => [OwnMaterial])
  materials!: OwnMaterial[];
}

@InputType({ description: "A material's title, description and (for a new file) the uploaded storage path." })
export class MaterialDraftInput {
  @Field(() => String)
  title!: string;

  @Field(() => String)
  description!: string;

  @Field(() => String, { nullable: true, description: "The storagePath of materialUploadUrl, after the PUT." })
  storagePath!: string | null;
}
