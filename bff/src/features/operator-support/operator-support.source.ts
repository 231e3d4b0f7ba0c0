import {
  createOperatorOrganisation,
  getOperatorOrganisation,
  inviteOrganisationAdmin,
  listOperatorOrganisations,
  lookupSupportMember,
  reinstateOperatorOrganisation,
  resendSupportConfirmationCode,
  suspendOperatorOrganisation,
  withdrawSupportMember,
} from "@iryo/domain/contracts/operator-support";
import type { ProviderBusinessKind } from "@iryo/domain/provider-organisation";
import { pageOf, pageParams } from "../../lib/graphql/paginated.js";
import { RestSource } from "../../lib/rest-source.js";
import {
  type CreateOrganisationInput,
  OperatorOrganisation,
  OperatorOrganisationDetail,
  type OperatorOrganisationPage,
  type OperatorOrganisationsArgs,
  OrganisationInvitation,
  SupportMember,
  type WithdrawMemberInput,
} from "./operator-support.type.js";

/** /v1 calls of the console's organisations and member support (ADR 166); the api checks the role. */
export class OperatorSupportSource extends RestSource {
  async organisations(args: OperatorOrganisationsArgs): Promise<OperatorOrganisationPage> {
    const state = args.state === "active" || args.state === "suspended" ? args.state : undefined;
    const body = await this.call(listOperatorOrganisations, {
      query: { ...pageParams(args), keyword: args.keyword || undefined, state },
    });
    return pageOf(body, body.organisations, OperatorOrganisation.from);
  }

  async organisation(id: string): Promise<OperatorOrganisationDetail> {
    return OperatorOrganisationDetail.from(await this.call(getOperatorOrganisation, { params: { id } }));
  }

  async create(input: CreateOrganisationInput): Promise<OperatorOrganisationDetail> {
    const body = {
      name: input.name,
      business_kind: input.businessKind as ProviderBusinessKind,
      location: input.location,
      capital_yen: input.capitalYen,
      representative: input.representative,
      founded_on: input.foundedOn,
    };
    return OperatorOrganisationDetail.from(await this.call(createOperatorOrganisation, { body }));
  }

  async inviteAdmin(id: string, email: string): Promise<OrganisationInvitation> {
    return OrganisationInvitation.from(await this.call(inviteOrganisationAdmin, { params: { id }, body: { email } }));
  }

  async suspend(id: string, reason: string): Promise<OperatorOrganisationDetail> {
    return OperatorOrganisationDetail.from(
      await this.call(suspendOperatorOrganisation, { params: { id }, body: { reason } }),
    );
  }

  async reinstate(id: string, reason: string): Promise<OperatorOrganisationDetail> {
    return OperatorOrganisationDetail.from(
      await this.call(reinstateOperatorOrganisation, { params: { id }, body: { reason } }),
    );
  }

  async lookupMember(email: string): Promise<SupportMember | null> {
    const { member } = await this.call(lookupSupportMember, { body: { email } });
    return member === null ? null : SupportMember.from(member);
  }

  async resendCode(accountId: string): Promise<boolean> {
    await this.call(resendSupportConfirmationCode, { params: { id: accountId } });
    return true;
  }

  async withdraw(input: WithdrawMemberInput): Promise<boolean> {
    await this.call(withdrawSupportMember, {
      params: { id: input.accountId },
      body: {
        withdrawal: {
          retirement_reason: input.retirementReason,
          retirement_reason_other: input.retirementReasonOther ?? undefined,
        },
        reason: input.reason,
      },
    });
    return true;
  }
}
