import { DateTimeISOResolver } from "graphql-scalars";
import { Field, ID, Int, ObjectType } from "type-graphql";

@ObjectType({ description: "A file shared in a negotiation room (pdf or zip, kept 1 month)." })
export class NegotiationFile {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  negotiationId!: string;

  @Field(() => String, { description: "The name the uploader gave the file." })
  fileName!: string;

  @Field(() => Int)
  sizeBytes!: number;

  @Field(() => String)
  mimeType!: string;

  @Field(() => Int, { description: "Who uploaded it (chat sender type): 1 the provider, 2 the member." })
  uploaderType!: number;

  @Field(() => String, { description: "The provider's name, or the member's name." })
  uploaderName!: string;

  @Field(() => Boolean, { description: "Whether the viewer's side uploaded it." })
  isOwn!: boolean;

  @Field(() => DateTimeISOResolver)
  createdAt!: Date;

  @Field(() => DateTimeISOResolver, { description: "When the file is deleted (1 month after upload)." })
  expiresAt!: Date;

  @Field(() => DateTimeISOResolver, {
    nullable: true,
    description: "When the retention ended and the file was deleted.",
  })
  purgedAt!: Date | null;

  @Field(() => String, { nullable: true, description: "A short-lived signed download URL; null once purged." })
  downloadUrl!: string | null;

  @Field(() => DateTimeISOResolver, { nullable: true, description: "When downloadUrl stops working." })
  downloadUrlExpiresAt!: Date | null;
}

@ObjectType({ description: "The files of a negotiation room." })
export class NegotiationFileList {
  @Field(() => [NegotiationFile], { description: "Oldest first." })
  files!: NegotiationFile[];

  @Field(() => Int, { description: "At most this many stored files per negotiation." })
  fileLimit!: number;

  @Field(() => Boolean, { description: "Whether the room takes no more files (cancelled or sent off)." })
  readOnly!: boolean;
}

@ObjectType({ description: "Where to PUT one file, and the path to attach afterwards." })
export class NegotiationFileUpload {
  @Field(() => String, { description: "PUT the file here with its Content-Type (may be relative to the site)." })
  uploadUrl!: string;

  @Field(() => String, { description: "Pass to attachNegotiationFile once the PUT succeeded." })
  storagePath!: string;

  @Field(() => DateTimeISOResolver)
  expiresAt!: Date;
}
