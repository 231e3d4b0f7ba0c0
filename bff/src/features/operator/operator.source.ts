import {
  approveRating,
  changeOperatorRole,
  getModerationRating,
  getOperatorDashboard,
  getOperatorSession,
  listModerationQueue,
  listOperators,
  rejectRating,
  searchAuditLog,
  verifyOperatorTotp,
} from "@iryo/domain/contracts/operator";
import { reportRating } from "@iryo/domain/contracts/rating-reports";
import { type PageArgs, pageOf, pageParams } from "../../lib/graphql/paginated.js";
import { RestSource } from "../../lib/rest-source.js";
import {
  AuditEntry,
  type AuditEntryPage,
  type AuditLogArgs,
  ConsoleOperator,
  ModerationQueueItem,
  type ModerationQueuePage,
  ModerationRating,
  OperatorDashboard,
  OperatorSession,
  type RejectRatingInput,
  type ReportRatingInput,
} from "./operator.type.js";

/** /v1 calls of the operator console; the api checks kind, role and second factor (0109002, 0203001). */
export class OperatorSource extends RestSource {
  async session(): Promise<OperatorSession> {
    return OperatorSession.from(await this.call(getOperatorSession));
  }

  async verifyTotp(code: string): Promise<OperatorSession> {
    return OperatorSession.from(await this.call(verifyOperatorTotp, { body: { code } }));
  }

  async dashboard(): Promise<OperatorDashboard> {
    return OperatorDashboard.from(await this.call(getOperatorDashboard));
  }

  async queue(page: PageArgs): Promise<ModerationQueuePage> {
    const body = await this.call(listModerationQueue, { query: pageParams(page) });
    return pageOf(body, body.ratings, ModerationQueueItem.from);
  }

  async rating(id: string): Promise<ModerationRating> {
    return ModerationRating.from(await this.call(getModerationRating, { params: { id } }));
  }

  async approve(id: string, version: number): Promise<ModerationRating> {
    return ModerationRating.from(await this.call(approveRating, { params: { id }, body: { version } }));
  }

  async reject(input: RejectRatingInput): Promise<ModerationRating> {
    const body = { version: input.version, reason: input.reason, note: input.note ?? "" };
    return ModerationRating.from(await this.call(rejectRating, { params: { id: input.ratingId }, body }));
  }

  async report(input: ReportRatingInput): Promise<boolean> {
    await this.call(reportRating, {
      params: { id: input.ratingId },
      body: { reason: input.reason, note: input.note ?? "" },
    });
    return true;
  }

  async auditLog(args: AuditLogArgs): Promise<AuditEntryPage> {
    const body = await this.call(searchAuditLog, {
      query: {
        ...pageParams(args),
        operator_account_id: args.operatorId ?? undefined,
        action: args.action || undefined,
        target_type: args.targetType || undefined,
        target_id: args.targetId || undefined,
        from: args.from || undefined,
        to: args.to || undefined,
      },
    });
    return pageOf(body, body.entries, AuditEntry.from);
  }

  async operators(): Promise<ConsoleOperator[]> {
    return (await this.call(listOperators)).operators.map((o) => ConsoleOperator.from(o));
  }

  async changeRole(accountId: string, role: string): Promise<ConsoleOperator> {
    return ConsoleOperator.from(await this.call(changeOperatorRole, { params: { id: accountId }, body: { role } }));
  }
}
