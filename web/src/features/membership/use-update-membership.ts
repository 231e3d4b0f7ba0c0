import type { MembershipInput } from "../../graphql/types";
import { MeQueryDocument } from "../../shared/session/Session.generated";
import { type MembershipQuery, MembershipQueryDocument } from "./Membership.generated";
import { useUpdateMembershipMutation } from "./Settings.generated";

/**
 * Saves the member's basic information. The outcome is known, so the cached membership takes the saved
 * values at once; `me` is read again because the header's name and the session flags are the server's.
 */
export function useUpdateMembership() {
  const [update, { loading }] = useUpdateMembershipMutation({ refetchQueries: [{ query: MeQueryDocument }] });
  const save = (input: MembershipInput) =>
    update({
      variables: { input },
      awaitRefetchQueries: true,
      update(cache) {
        cache.updateQuery<MembershipQuery>({ query: MembershipQueryDocument }, (data) => {
          if (!data) return data;
          const { email: _readOnly, ...values } = input;
          return {
            ...data,
            membership: { ...data.membership, ...values, referralCode: values.referralCode ?? null },
          };
        });
      },
    });
  return { save, saving: loading };
}
