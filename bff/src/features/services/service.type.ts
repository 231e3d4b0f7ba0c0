import type { RestRatingInfo } from "@iryo/domain/contracts/shared";
import type { ServiceSort } from "@iryo/domain/sort-options";
import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { ServiceBasics, ServiceListItem } from "../../lib/catalog/service-list-item.js";
import { Named, NamedWithCount } from "../../lib/graphql/named.js";
import { Paginated } from "../../lib/graphql/paginated.js";
import { SERVICE_SORT } from "../../lib/graphql/sort-enums.js";
import { Category } from "../categories/category.type.js";

export { ServiceListItem };

@ObjectType({ description: "A provider of services, with its business information." })
export class Provider extends Named {
  @Field(() => String, { description: "所在地" })
  location!: string;

  @Field(() => Float, { nullable: true, description: "資本金 in yen." })
  capitalYen!: number | null;

  @Field(() => String, { description: "代表者" })
  representative!: string;

  @Field(() => String, { nullable: true, description: "設立 (yyyy-MM-dd)." })
  foundedOn!: string | null;

  @Field(() => String)
  websiteUrl!: string;

  @Field(() => String)
  businessDescription!: string;
}

@ObjectType({ description: "An issue (課題) services address, with how many do." })
export class Issue extends Named {
  @Field(() => String)
  description!: string;

  @Field(() => Int)
  serviceCount!: number;
}

@ObjectType({ description: "A department (診療科・部門), with how many services target it." })
export class Department extends NamedWithCount {}

@ObjectType({ description: "A job role (職種), with how many services target it." })
export class JobRole extends NamedWithCount {}

// Each link kind has its own type so that clients that normalise by type and id never mix a
// category with an issue of the same id.
@ObjectType({ description: "A category a service belongs to." })
export class ServiceCategoryRef extends Named {}

@ObjectType({ description: "An issue a service addresses." })
export class ServiceIssueRef extends Named {}

@ObjectType({ description: "A department a service targets." })
export class ServiceDepartmentRef extends Named {}

@ObjectType({ description: "A job role a service targets." })
export class ServiceJobRoleRef extends Named {}

export type ServiceTag = ServiceCategoryRef;

@ObjectType({ description: "A target institution type (codes 1–10) with its Japanese label." })
export class InstitutionType {
  @Field(() => Int)
  code!: number;

  @Field(() => String)
  label!: string;
}

@ObjectType({ description: "One question and answer of a service's FAQ." })
export class FaqItem {
  @Field(() => String)
  question!: string;

  @Field(() => String)
  answer!: string;
}

@ObjectType({ description: "An introduction material file of a service (pdf or zip)." })
export class MaterialFile {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  fileName!: string;

  @Field(() => Int)
  sizeBytes!: number;

  @Field(() => String)
  mimeType!: string;
}

@ObjectType({ description: "A service with every field of SPEC §3." })
export class Service extends ServiceBasics {
  @Field(() => String)
  description!: string;

  @Field(() => String, { nullable: true })
  logoImagePath!: string | null;

  @Field(() => Int, { nullable: true, description: "導入実績 (number of installations)." })
  installationCount!: number | null;

  @Field(() => String)
  price!: string;

  @Field(() => String)
  initialCost!: string;

  @Field(() => Boolean)
  hasFreeTrial!: boolean;

  @Field(() => Boolean)
  hasFreePlan!: boolean;

  @Field(() => String)
  serviceUrl!: string;

  @Field(() => String)
  ratePlan!: string;

  @Field(() => String)
  targetBedCount!: string;

  @Field(() => [InstitutionType])
  targetInstitutionTypes!: InstitutionType[];

  @Field(() => [FaqItem])
  faqs!: FaqItem[];

  @Field(() => String, { nullable: true })
  videoUrl!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The player address when the video is on the whitelist (YouTube, Vimeo); otherwise null.",
  })
  videoEmbedUrl!: string | null;

  @Field(() => Provider)
  provider!: Provider;

  @Field(() => [ServiceCategoryRef])
  categories!: ServiceCategoryRef[];

  @Field(() => [ServiceIssueRef])
  issues!: ServiceIssueRef[];

  @Field(() => [ServiceDepartmentRef])
  departments!: ServiceDepartmentRef[];

  @Field(() => [ServiceJobRoleRef])
  jobRoles!: ServiceJobRoleRef[];

  @Field(() => [MaterialFile])
  materialFiles!: MaterialFile[];

  @Field(() => [ServiceListItem], { description: "Other services of the same provider (up to 6)." })
  otherServices!: ServiceListItem[];

  /** The rating summary that came with the service (no further call). */
  ratingInfo?: RestRatingInfo | undefined;
}

@ObjectType({ description: "One page of services: all, or those of one issue, department or job role." })
export class CatalogServicePage extends Paginated(ServiceListItem) {
  @Field(() => String, { description: "What the page lists, e.g. the issue's name; サービス一覧 for all." })
  title!: string;

  @Field(() => String)
  description!: string;

  @Field(() => SERVICE_SORT, { description: "The sort applied." })
  sort!: ServiceSort;
}

@ObjectType({ description: "What the service search page needs first: every way to search, with counts." })
export class ServiceSearchInitial {
  @Field(() => [Category])
  categories!: Category[];

  @Field(() => [Issue])
  issues!: Issue[];

  @Field(() => [Department])
  departments!: Department[];

  @Field(() => [JobRole])
  jobRoles!: JobRole[];

  @Field(() => Int)
  totalServiceCount!: number;
}

@ObjectType({ description: "The material-download page of a service: the service and its files." })
export class ServiceMaterial {
  @Field(() => ServiceListItem)
  service!: ServiceListItem;

  @Field(() => [MaterialFile])
  files!: MaterialFile[];
}
