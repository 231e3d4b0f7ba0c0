import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import { PageArgs } from "../../lib/graphql/paginated.js";
import { AppliedSeminar, AppliedSeminarPage, SeminarEnrollmentState } from "./seminar-enrollments.type.js";

@Resolver()
export class SeminarEnrollmentsResolver {
  @Query(() => AppliedSeminarPage, { description: "The member's enrolled seminars, the next one first." })
  appliedSeminars(@Args(() => PageArgs) page: PageArgs, @Ctx() ctx: BffContext): Promise<AppliedSeminarPage> {
    return ctx.dataSources.seminarEnrollments.applied(page);
  }

  @Query(() => SeminarEnrollmentState, { description: "Whether the member is enrolled in a seminar." })
  seminarEnrollment(
    @Arg("seminarId", () => ID) seminarId: string,
    @Ctx() ctx: BffContext,
  ): Promise<SeminarEnrollmentState> {
    return ctx.dataSources.seminarEnrollments.state(seminarId);
  }

  @Mutation(() => AppliedSeminar, {
    description:
      "Enrols the member, sharing the previewed details with the organiser (0701001 other business, 0701002 full, 0701003 reception closed, 0701007 without consent).",
  })
  enrollSeminar(
    @Arg("seminarId", () => ID) seminarId: string,
    @Arg("shareDetails", () => Boolean, {
      defaultValue: false,
      description: "The member agrees that the details of seminarEnrollment.sharedDetails go to the organiser.",
    })
    shareDetails: boolean,
    @Ctx() ctx: BffContext,
  ): Promise<AppliedSeminar> {
    return ctx.dataSources.seminarEnrollments.enroll(seminarId, shareDetails);
  }

  @Mutation(() => Boolean, {
    description: "Cancels the member's enrolment while reception is open (0701003 after).",
  })
  async cancelSeminarEnrollment(
    @Arg("seminarId", () => ID) seminarId: string,
    @Ctx() ctx: BffContext,
  ): Promise<boolean> {
    await ctx.dataSources.seminarEnrollments.cancel(seminarId);
    return true;
  }
}
