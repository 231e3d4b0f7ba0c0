import {
  compareServices,
  departmentServices,
  issueServices,
  jobRoleServices,
  listDepartments,
  listIssues,
  listServices,
  providersByIds,
  serviceDetail,
  serviceLogos,
  serviceMaterial,
  serviceOverview,
  serviceSearchInitial,
  topServices,
} from "@iryo/domain/contracts/services";
import type { RequestHandler, Router } from "express";
import { contractRouter, parseId, parseOrThrow } from "../../lib/http.js";
import type { createServicesService } from "./services.service.js";

/**
 * The service catalogue calls of SPEC §7. Fixed paths come before `/services/:id` so that e.g.
 * `top-list` is never read as an id.
 */
export function servicesRoutes(service: ReturnType<typeof createServicesService>): Router {
  const { router, on } = contractRouter();
  on(topServices, () => service.topList());
  on(serviceSearchInitial, () => service.initial());
  on(serviceLogos, (req) => service.logos(parseOrThrow(serviceLogos.query, req.query)));
  on(compareServices, (req) => service.compare(parseOrThrow(compareServices.query, req.query).ids));
  on(serviceMaterial, (req) => service.material(parseId(req.params.id)));
  on(listServices, (req) => service.list(parseOrThrow(listServices.query, req.query)));
  // Leave other features' fixed paths (e.g. /services/review-list) to their routers.
  const idOnly: RequestHandler = (req, _res, next) => next(/^\d+$/.test(String(req.params.id)) ? undefined : "route");
  on(serviceDetail, idOnly, (req) => service.detail(parseId(req.params.id)));
  on(serviceOverview, (req) => service.overview(parseId(req.params.id)));
  on(listIssues, () => service.issues());
  on(issueServices, (req) => {
    const id = parseId(req.params.id);
    return service.byIssue(id, parseOrThrow(issueServices.query, req.query));
  });
  on(listDepartments, () => service.departments());
  on(departmentServices, (req) => {
    const id = parseId(req.params.id);
    return service.byDepartment(id, parseOrThrow(departmentServices.query, req.query));
  });
  on(jobRoleServices, (req) => {
    const id = parseId(req.params.id);
    return service.byJobRole(id, parseOrThrow(jobRoleServices.query, req.query));
  });
  on(providersByIds, (req) => service.providers(parseOrThrow(providersByIds.query, req.query).ids));
  return router;
}
