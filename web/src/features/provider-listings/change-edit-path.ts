import type { PublishingObjectType } from "@iryo/domain/publishing";

/** What a change needs to say where it is edited. */
interface EditableChange {
  readonly id: string;
  readonly objectType: string;
  readonly objectId?: string | null;
  readonly serviceId?: string | null;
}

/**
 * The editor of a change's object in the provider console (issue 23): a listing's and attributes' under
 * their service, a material's on its service's materials page, a seminar's or article's in its own
 * editor — a new one (not public yet) by the change's id. Undefined when the change names no editor.
 */
export function changeEditPath(change: EditableChange): string | undefined {
  const { objectId, serviceId } = change;
  switch (change.objectType as PublishingObjectType) {
    case "service":
      return objectId ? `/provider/services/${objectId}/edit` : undefined;
    case "attributes":
      return objectId ? `/provider/services/${objectId}/attributes` : undefined;
    case "material":
      return serviceId ? `/provider/services/${serviceId}/materials` : undefined;
    case "seminar":
      return objectId ? `/provider/seminars/${objectId}/edit` : `/provider/seminars/drafts/${change.id}`;
    case "article":
      return objectId ? `/provider/articles/${objectId}/edit` : `/provider/articles/new?change=${change.id}`;
    default:
      return undefined;
  }
}
