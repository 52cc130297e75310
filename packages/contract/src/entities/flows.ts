// The flow designer's wire shapes (seed 001 §3, §4, §7; issue 18), derived from the server's schemas.
import type { Static } from '@sinclair/typebox';
import type {
  FlowErrorBodySchema,
  FlowExportRowSchema,
  FlowSavedBySchema,
  FlowStepsAnswerSchema,
  FlowStepTypeSchema,
  FlowUpdateAnswerSchema,
  FlowUpdateBodySchema,
  FlowVersionConflictSchema,
  FlowVersionEntrySchema,
} from '../schemas/flows';
import type {
  FlowStepStatsRowSchema,
  FlowTestMessageSchema,
  FlowTestStateSchema,
  FlowTestTurnAnswerSchema,
  FlowTestTurnBodySchema,
} from '../schemas/flowRuns';

/** A step type of `List_Step_Type` (seed 001 §3). */
export type FlowStepType = Static<typeof FlowStepTypeSchema>;
/** The body of `Data_Flow_Update`: the flow's fields, its steps, the customer and `base_Version`. */
export type FlowUpdateBody = Static<typeof FlowUpdateBodySchema>;
/** The answer of `Data_Flow_Update`: the flow id and its new version. */
export type FlowUpdateAnswer = Static<typeof FlowUpdateAnswerSchema>;
/** Who saved a flow version. */
export type FlowSavedBy = Static<typeof FlowSavedBySchema>;
/** The details of a refused save over a newer version (409 `flow_version_conflict`). */
export type FlowVersionConflict = Static<typeof FlowVersionConflictSchema>;
/** One entry of a flow's version history. */
export type FlowVersionEntry = Static<typeof FlowVersionEntrySchema>;
/** A flow with its steps and version (`List_Flow_Steps`, `Flow_Version_Steps`). */
export type FlowStepsAnswer = Static<typeof FlowStepsAnswerSchema>;
/** One row of an exported or imported flow file. */
export type FlowExportRow = Static<typeof FlowExportRowSchema>;
/** The error body of the flow calls (`problems` on 400 `flow_invalid`, `conflict` on 409). */
export type FlowErrorBody = Static<typeof FlowErrorBodySchema>;
/** A sandbox conversation's state (`Flow_Test_Turn`, kept by the editor's test panel). */
export type FlowTestState = Static<typeof FlowTestStateSchema>;
/** The body of `Flow_Test_Turn`. */
export type FlowTestTurnBody = Static<typeof FlowTestTurnBodySchema>;
/** A bot message of a sandbox turn. */
export type FlowTestMessage = Static<typeof FlowTestMessageSchema>;
/** The answer of `Flow_Test_Turn`. */
export type FlowTestTurnAnswer = Static<typeof FlowTestTurnAnswerSchema>;
/** One step's visits and drop-off (`Flow_Step_Stats`). */
export type FlowStepStatsRow = Static<typeof FlowStepStatsRowSchema>;
