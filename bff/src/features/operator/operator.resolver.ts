import { Arg, Args, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import { PageArgs } from "../../lib/graphql/paginated.js";
import {
  AuditEntryPage,
  AuditLogArgs,
  ConsoleOperator,
  ModerationQueuePage,
  ModerationRating,
  OperatorDashboard,
  OperatorSession,
  RejectRatingInput,
  ReportRatingInput,
} from "./operator.type.js";

/**
 * The operator console (ADR 147–149). The resolvers only call the api, which refuses a member or a
 * provider (FORBIDDEN, 0109002), an operator before the TOTP step (0203001) and a role a call does not
 * admit (0109002); the console hides what the role cannot do, the api enforces it.
 */
@Resolver()
export class OperatorResolver {
  @Query(() => OperatorSession, { description: "The signed-in operator and whether the TOTP step is done." })
  operatorSession(@Ctx() ctx: BffContext): Promise<OperatorSession> {
    return ctx.dataSources.operator.session();
  }

  @Mutation(() => OperatorSession, {
    description: "The second factor: a 6-digit TOTP code (errorCode 0203002 if wrong or used; 0109007 when limited).",
  })
  verifyOperatorTotp(@Arg("code", () => String) code: string, @Ctx() ctx: BffContext): Promise<OperatorSession> {
    return ctx.dataSources.operator.verifyTotp(code);
  }

  @Query(() => OperatorDashboard, { description: "Moderation counts per Tokyo day and the oldest waiting rating." })
  operatorDashboard(@Ctx() ctx: BffContext): Promise<OperatorDashboard> {
    return ctx.dataSources.operator.dashboard();
  }

  @Query(() => ModerationQueuePage, { description: "Ratings waiting for moderation (moderators and admins)." })
  moderationQueue(@Args(() => PageArgs) page: PageArgs, @Ctx() ctx: BffContext): Promise<ModerationQueuePage> {
    return ctx.dataSources.operator.queue(page);
  }

  @Query(() => ModerationRating, { description: "One rating as the moderator reads it." })
  moderationRating(@Arg("id", () => ID) id: string, @Ctx() ctx: BffContext): Promise<ModerationRating> {
    return ctx.dataSources.operator.rating(id);
  }

  @Mutation(() => ModerationRating, {
    description: "Approves a rating: published from the next Tokyo day (errorCode 0203003 if changed or decided).",
  })
  approveRating(
    @Arg("ratingId", () => ID) ratingId: string,
    @Arg("version", () => Int) version: number,
    @Ctx() ctx: BffContext,
  ): Promise<ModerationRating> {
    return ctx.dataSources.operator.approve(ratingId, version);
  }

  @Mutation(() => ModerationRating, { description: "Rejects a rating with a guideline reason and a note." })
  rejectRating(
    @Arg("input", () => RejectRatingInput) input: RejectRatingInput,
    @Ctx() ctx: BffContext,
  ): Promise<ModerationRating> {
    return ctx.dataSources.operator.reject(input);
  }

  @Mutation(() => Boolean, {
    description:
      "「不適切な内容を報告」: a member reports a published review once (errorCode 0203004 the second time).",
  })
  reportRating(
    @Arg("input", () => ReportRatingInput) input: ReportRatingInput,
    @Ctx() ctx: BffContext,
  ): Promise<boolean> {
    return ctx.dataSources.operator.report(input);
  }

  @Query(() => AuditEntryPage, { description: "The audit log by operator, action, target and Tokyo dates." })
  auditLog(@Args(() => AuditLogArgs) args: AuditLogArgs, @Ctx() ctx: BffContext): Promise<AuditEntryPage> {
    return ctx.dataSources.operator.auditLog(args);
  }

  @Query(() => [ConsoleOperator], { description: "The console's operators." })
  consoleOperators(@Ctx() ctx: BffContext): Promise<ConsoleOperator[]> {
    return ctx.dataSources.operator.operators();
  }

  @Mutation(() => ConsoleOperator, {
    description: "An admin changes another operator's role (errorCode 0203006: own).",
  })
  changeOperatorRole(
    @Arg("accountId", () => ID) accountId: string,
    @Arg("role", () => String) role: string,
    @Ctx() ctx: BffContext,
  ): Promise<ConsoleOperator> {
    return ctx.dataSources.operator.changeRole(accountId, role);
  }
}
