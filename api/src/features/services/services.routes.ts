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
import { send, validate } from "../../lib/http.js";
import type { createServicesService } from "./services.service.js";

/** The service catalogue calls of product §7. */
export function servicesRoutes(service: ReturnType<typeof createServicesService>): Router {
  const router = Router();
  router.get(expressPath(topServices.path), validate(topServices), async (_req, res) => {
    send(res, topServices, await service.topList());
  });
  router.get(expressPath(serviceSearchInitial.path), validate(serviceSearchInitial), async (_req, res) => {
    send(res, serviceSearchInitial, await service.initial());
  });
  router.get(expressPath(serviceLogos.path), validate(serviceLogos), async (_req, res) => {
    send(res, serviceLogos, await service.logos(res.locals.input.query));
  });
  router.get(expressPath(compareServices.path), validate(compareServices), async (_req, res) => {
    send(res, compareServices, await service.compare(res.locals.input.query.ids));
  });
  router.get(expressPath(serviceMaterial.path), validate(serviceMaterial), async (_req, res) => {
    send(res, serviceMaterial, await service.material(res.locals.input.params.id));
  });
  router.get(expressPath(listServices.path), validate(listServices), async (_req, res) => {
    send(res, listServices, await service.list(res.locals.input.query));
  });
  router.get(expressPath(serviceDetail.path), validate(serviceDetail), async (_req, res) => {
    send(res, serviceDetail, await service.detail(res.locals.input.params.id));
  });
  router.get(expressPath(serviceOverview.path), validate(serviceOverview), async (_req, res) => {
    send(res, serviceOverview, await service.overview(res.locals.input.params.id));
  });
  router.get(expressPath(listIssues.path), validate(listIssues), async (_req, res) => {
    send(res, listIssues, await service.issues());
  });
  router.get(expressPath(issueServices.path), validate(issueServices), async (_req, res) => {
    const { params, query } = res.locals.input;
    send(res, issueServices, await service.byIssue(params.id, query));
  });
  router.get(expressPath(listDepartments.path), validate(listDepartments), async (_req, res) => {
    send(res, listDepartments, await service.departments());
  });
  router.get(expressPath(departmentServices.path), validate(departmentServices), async (_req, res) => {
    const { params, query } = res.locals.input;
    send(res, departmentServices, await service.byDepartment(params.id, query));
  });
  router.get(expressPath(jobRoleServices.path), validate(jobRoleServices), async (_req, res) => {
    const { params, query } = res.locals.input;
    send(res, jobRoleServices, await service.byJobRole(params.id, query));
  });
  router.get(expressPath(providersByIds.path), validate(providersByIds), async (_req, res) => {
    send(res, providersByIds, await service.providers(res.locals.input.query.ids));
  });
  return router;
}
