import {
  acceptProviderInvitation,
  changeProviderStaffRole,
  getProviderOrganisation,
  inviteProviderStaff,
  removeProviderStaff,
  revokeProviderInvitation,
} from "@iryo/domain/contracts/provider-organisation";
import { RestSource } from "../../lib/rest-source.js";
import {
  AcceptedInvitation,
  ProviderOrganisation,
  StaffInvitation,
  StaffMember,
} from "./provider-organisation.type.js";

/** /v1 calls of the provider console's organisation page; the api validates the role and checks it. */
export class ProviderOrganisationSource extends RestSource {
  async organisation(): Promise<ProviderOrganisation> {
    return ProviderOrganisation.from(await this.call(getProviderOrganisation));
  }

  async invite(email: string, role: string): Promise<StaffInvitation> {
    return StaffInvitation.from(await this.call(inviteProviderStaff, { body: { email, role } }));
  }

  async revokeInvitation(id: string): Promise<boolean> {
    await this.call(revokeProviderInvitation, { params: { id } });
    return true;
  }

  async changeRole(accountId: string, role: string): Promise<StaffMember> {
    return StaffMember.from(await this.call(changeProviderStaffRole, { params: { id: accountId }, body: { role } }));
  }

  async remove(accountId: string): Promise<string> {
    await this.call(removeProviderStaff, { params: { id: accountId } });
    return accountId;
  }

  async accept(token: string): Promise<AcceptedInvitation> {
    const body = await this.call(acceptProviderInvitation, { body: { token } });
    return AcceptedInvitation.from({ id: body.provider_id, name: body.provider_name });
  }
}
