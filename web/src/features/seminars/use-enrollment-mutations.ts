import { isReference } from "@apollo/client";
import { type AppliedSeminarsRouteQuery, useCancelSeminarEnrollmentMutation } from "./AppliedSeminarsRoute.generated";
import {
  type SeminarApplyPanelQuery,
  SeminarApplyPanelQueryDocument,
  type SeminarApplyPanelQueryVariables,
  useEnrollSeminarMutation,
} from "./SeminarApplyPanel.generated";

type AppliedSeminarPage = AppliedSeminarsRouteQuery["appliedSeminars"];

/**
 * Enrolls the member in a seminar, once they agreed to share the previewed details. The cache learns the outcome: the seminar's apply panel shows the
 * member as enrolled (one more seat taken), and the cached pages of applied seminars are dropped so that
 * /apply-seminar reads them again when it opens (the new enrollment's place in them is the server's).
 */
export function useEnrollSeminar(seminarId: string) {
  const [enroll, { loading }] = useEnrollSeminarMutation({
    update(cache) {
      cache.updateQuery<SeminarApplyPanelQuery, SeminarApplyPanelQueryVariables>(
        { query: SeminarApplyPanelQueryDocument, variables: { seminarId } },
        (data) =>
          data && {
            ...data,
            seminarEnrollment: {
              ...data.seminarEnrollment,
              enrolled: true,
              enrolledCount: data.seminarEnrollment.enrolledCount + 1,
            },
          },
      );
      cache.evict({ fieldName: "appliedSeminars" });
      cache.gc();
    },
  });
  // The member ticked the consent to share the previewed details with the organiser (ADR 173).
  return { enroll: () => enroll({ variables: { seminarId, shareDetails: true } }), enrolling: loading };
}

/**
 * Cancels the member's enrollment: the seminar leaves every cached page of applied seminars (one fewer
 * in the count) and its apply panel, if cached, offers the seminar again.
 */
export function useCancelEnrollment() {
  const [cancel, { loading }] = useCancelSeminarEnrollmentMutation();
  const run = (seminarId: string) =>
    cancel({
      variables: { seminarId },
      update(cache) {
        cache.modify({
          fields: {
            appliedSeminars(value) {
              // The page and its items have no id of their own: they are stored inline in the field.
              if (isReference(value)) return value;
              const page = value as AppliedSeminarPage;
              if (!page.items.some((item) => item.seminarId === seminarId)) return page;
              return {
                ...page,
                items: page.items.filter((item) => item.seminarId !== seminarId),
                totalCount: page.totalCount - 1,
              };
            },
          },
        });
        cache.updateQuery<SeminarApplyPanelQuery, SeminarApplyPanelQueryVariables>(
          { query: SeminarApplyPanelQueryDocument, variables: { seminarId } },
          (data) =>
            data && {
              ...data,
              seminarEnrollment: {
                ...data.seminarEnrollment,
                enrolled: false,
                enrolledCount: Math.max(0, data.seminarEnrollment.enrolledCount - 1),
              },
            },
        );
      },
    });
  return { cancel: run, cancelling: loading };
}
