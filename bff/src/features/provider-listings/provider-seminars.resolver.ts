import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import { PublishingChange } from "./provider-listings.type.js";
import { EditableSeminar, OwnSeminars, SeminarEnrollments, SeminarInput } from "./provider-seminars.type.js";

/** The provider console's seminars (ADR 162): every call is the api's, which checks the organisation. */
@Resolver()
export class ProviderSeminarsResolver {
  @Query(() => OwnSeminars, { description: "The organisation's seminars with their state, and its services." })
  providerSeminars(@Ctx() ctx: BffContext): Promise<OwnSeminars> {
    return ctx.dataSources.providerSeminars.list();
  }

  @Query(() => EditableSeminar, { description: "A public seminar of the organisation to edit (NOT_FOUND for others)." })
  providerSeminar(@Arg("seminarId", () => ID) seminarId: string, @Ctx() ctx: BffContext): Promise<EditableSeminar> {
    return ctx.dataSources.providerSeminars.editable(seminarId);
  }

  @Query(() => EditableSeminar, { description: "A seminar change of the organisation (a new seminar's draft)." })
  providerSeminarChange(@Arg("changeId", () => ID) changeId: string, @Ctx() ctx: BffContext): Promise<EditableSeminar> {
    return ctx.dataSources.providerSeminars.editableChange(changeId);
  }

  @Query(() => SeminarEnrollments, { description: "A seminar's enrolments (its organisation only)." })
  providerSeminarEnrollments(
    @Arg("seminarId", () => ID) seminarId: string,
    @Ctx() ctx: BffContext,
  ): Promise<SeminarEnrollments> {
    return ctx.dataSources.providerSeminars.enrollments(seminarId);
  }

  @Mutation(() => PublishingChange, {
    description: "Proposes a new seminar (errorCode 0701001 other business, 0701004–0701006 dates, 0401001 services).",
  })
  createSeminarDraft(
    @Arg("input", () => SeminarInput) input: SeminarInput,
    @Ctx() ctx: BffContext,
  ): Promise<PublishingChange> {
    return ctx.dataSources.providerSeminars.create(input);
  }

  @Mutation(() => PublishingChange, { description: "Saves a draft of a public seminar (0302001 under review)." })
  saveSeminarDraft(
    @Arg("seminarId", () => ID) seminarId: string,
    @Arg("input", () => SeminarInput) input: SeminarInput,
    @Ctx() ctx: BffContext,
  ): Promise<PublishingChange> {
    return ctx.dataSources.providerSeminars.saveDraft(seminarId, input);
  }

  @Mutation(() => PublishingChange, { description: "Updates a seminar draft by its change." })
  updateSeminarChange(
    @Arg("changeId", () => ID) changeId: string,
    @Arg("input", () => SeminarInput) input: SeminarInput,
    @Ctx() ctx: BffContext,
  ): Promise<PublishingChange> {
    return ctx.dataSources.providerSeminars.updateChange(changeId, input);
  }

  @Mutation(() => PublishingChange, { description: "Submits a seminar draft for review (0302003: no change)." })
  submitSeminarChange(@Arg("changeId", () => ID) changeId: string, @Ctx() ctx: BffContext): Promise<PublishingChange> {
    return ctx.dataSources.providerSeminars.submit(changeId);
  }

  @Mutation(() => PublishingChange, { description: "Withdraws a seminar draft or undecided submission." })
  withdrawSeminarChange(
    @Arg("changeId", () => ID) changeId: string,
    @Ctx() ctx: BffContext,
  ): Promise<PublishingChange> {
    return ctx.dataSources.providerSeminars.withdraw(changeId);
  }
}
