// The organisation page's mutations, each updating the cached organisation (ADR 111): a new invitation
// joins the list, a revoked one and a removed colleague leave it; a role change updates the normalised
// staff member by itself.

import {
  ProviderOrganisationRouteDocument,
  type ProviderOrganisationRouteQuery,
  useInviteProviderStaffMutation,
  useRemoveProviderStaffMutation,
  useRevokeProviderInvitationMutation,
} from "./ProviderOrganisation.generated";

type Organisation = ProviderOrganisationRouteQuery["providerOrganisation"];

function updateOrganisation(
  cache: {
    updateQuery: (
      options: { query: typeof ProviderOrganisationRouteDocument },
      update: (data: ProviderOrganisationRouteQuery | null) => ProviderOrganisationRouteQuery | undefined,
    ) => unknown;
  },
  change: (organisation: Organisation) => Organisation,
): void {
  cache.updateQuery({ query: ProviderOrganisationRouteDocument }, (data) =>
    data ? { ...data, providerOrganisation: change(data.providerOrganisation) } : undefined,
  );
}

export function useInviteStaff() {
  return useInviteProviderStaffMutation({
    update(cache, { data }) {
      const invitation = data?.inviteProviderStaff;
      if (!invitation) return;
      updateOrganisation(cache, (o) => ({ ...o, invitations: [invitation, ...o.invitations] }));
    },
  });
}

export function useRevokeInvitation() {
  return useRevokeProviderInvitationMutation({
    update(cache, _result, { variables }) {
      updateOrganisation(cache, (o) => ({ ...o, invitations: o.invitations.filter((i) => i.id !== variables?.id) }));
    },
  });
}

export function useRemoveStaff() {
  return useRemoveProviderStaffMutation({
    update(cache, { data }) {
      const removed = data?.removeProviderStaff;
      if (!removed) return;
      updateOrganisation(cache, (o) => ({ ...o, staff: o.staff.filter((s) => s.id !== removed) }));
    },
  });
}
