import { expressPath } from "@iryo/domain/contracts/endpoint";
import {
  acceptProviderInvitation,
  changeProviderStaffRole,
  getProviderOrganisation,
  inviteProviderStaff,
  removeProviderStaff,
  revokeProviderInvitation,
} from "@iryo/domain/contracts/provider-organisation";
import { Router } from "express";
import { authOf } from "../../lib/auth/require-auth.js";
import { send, validate } from "../../lib/http.js";
import type { ProviderOrganisationService } from "./provider-organisation.service.js";

/** The provider console's organisation page: business information, staff, roles and invitations (ADR 142). */
export function providerOrganisationRoutes(service: ProviderOrganisationService): Router {
  const router = Router();
  router.get(expressPath(getProviderOrganisation.path), validate(getProviderOrganisation), async (_req, res) => {
    send(res, getProviderOrganisation, await service.organisation(authOf(res)));
  });
  router.post(expressPath(inviteProviderStaff.path), validate(inviteProviderStaff), async (_req, res) => {
    send(res, inviteProviderStaff, await service.invite(authOf(res), res.locals.input.body));
  });
  router.delete(expressPath(revokeProviderInvitation.path), validate(revokeProviderInvitation), async (_req, res) => {
    send(res, revokeProviderInvitation, await service.revokeInvitation(authOf(res), res.locals.input.params.id));
  });
  router.put(expressPath(changeProviderStaffRole.path), validate(changeProviderStaffRole), async (_req, res) => {
    const { params, body } = res.locals.input;
    send(res, changeProviderStaffRole, await service.changeRole(authOf(res), params.id, body.role));
  });
  router.delete(expressPath(removeProviderStaff.path), validate(removeProviderStaff), async (_req, res) => {
    send(res, removeProviderStaff, await service.remove(authOf(res), res.locals.input.params.id));
  });
  router.post(expressPath(acceptProviderInvitation.path), validate(acceptProviderInvitation), async (_req, res) => {
    send(res, acceptProviderInvitation, await service.accept(authOf(res), res.locals.input.body.token));
  });
  return router;
}
