import { expressPath } from "@iryo/domain/contracts/endpoint";
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
import { Router } from "express";
import { parseId, parseOrThrow, send } from "../../lib/http.js";
import type { createServicesService } from "./services.service.js";

/**
 * The service catalogue calls of SPEC §7. Fixed paths come before `/services/:id` so that e.g.
 * `top-list` is never read as an id.
 */
export function servicesRoutes(service: ReturnType<typeof createServicesService>): Router {
  const router = Router();
  router.get(expressPath(topServices.path), async (_req, res) => {
    send(res, topServices, await service.topList());
  });
  router.get(expressPath(serviceSearchInitial.path), async (_req, res) => {
    send(res, serviceSearchInitial, await service.initial());
  });
  router.get(expressPath(serviceLogos.path), async (req, res) => {
    send(res, serviceLogos, await service.logos(parseOrThrow(serviceLogos.query, req.query)));
  });
  router.get(expressPath(compareServices.path), async (req, res) => {
    send(res, compareServices, await service.compare(parseOrThrow(compareServices.query, req.query).ids));
  });
  router.get(expressPath(serviceMaterial.path), async (req, res) => {
    send(res, serviceMaterial, await service.material(parseId(req.params.id)));
  });
  router.get(expressPath(listServices.path), async (req, res) => {
    send(res, listServices, await service.list(parseOrThrow(listServices.query, req.query)));
  });
  router.get(expressPath(serviceDetail.path), async (req, res, next) => {
    // Leave other features' fixed paths (e.g. /services/review-list) to their routers.
    if (!/^\d+$/.test(String(req.params.id))) return next();
    send(res, serviceDetail, await service.detail(parseId(req.params.id)));
  });
  router.get(expressPath(serviceOverview.path), async (req, res) => {
    send(res, serviceOverview, await service.overview(parseId(req.params.id)));
  });
  router.get(expressPath(listIssues.path), async (_req, res) => {
    send(res, listIssues, await service.issues());
  });
  router.get(expressPath(issueServices.path), async (req, res) => {
    const id = parseId(req.params.id);
    send(res, issueServices, await service.byIssue(id, parseOrThrow(issueServices.query, req.query)));
  });
  router.get(expressPath(listDepartments.path), async (_req, res) => {
    send(res, listDepartments, await service.departments());
  });
  router.get(expressPath(departmentServices.path), async (req, res) => {
    const id = parseId(req.params.id);
    send(res, departmentServices, await service.byDepartment(id, parseOrThrow(departmentServices.query, req.query)));
  });
  router.get(expressPath(jobRoleServices.path), async (req, res) => {
    const id = parseId(req.params.id);
    send(res, jobRoleServices, await service.byJobRole(id, parseOrThrow(jobRoleServices.query, req.query)));
  });
  router.get(expressPath(providersByIds.path), async (req, res) => {
    send(res, providersByIds, await service.providers(parseOrThrow(providersByIds.query, req.query).ids));
  });
  return router;
}
