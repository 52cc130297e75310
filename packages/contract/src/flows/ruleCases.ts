import type { FlowProblemCode } from './problems';

/** A reply in a rule case: its text, the next step id (-1 final), and the next flow (0: this one). */
export type FlowRuleCaseReply = readonly [value: string, nextStepId: number, nextFlowId?: number];

/** One flow (steps by id, name and replies) and the save rules it breaks, by step (none: saved). */
export interface FlowSaveRuleCase {
  readonly name: string;
  readonly steps: readonly (readonly [
    id: number,
    name: string,
    replies: readonly FlowRuleCaseReply[],
  ])[];
  readonly broken: readonly (readonly [stepId: number, code: FlowProblemCode])[];
}

/**
 * Seed 001 §5's save rules, as cases both sides are tested with: the contract's test runs them
 * through `flowSaveProblems` (what the editor blocks its save with) and the API suite saves each one
 * with `Data_Flow_Update` and expects the same verdict and the same problems (`flow_invalid`).
 */
export const FLOW_SAVE_RULE_CASES: readonly FlowSaveRuleCase[] = Object.freeze([
  {
    name: 'a valid flow',
    steps: [
      [0, 'Start', [['1', 1]]],
      [1, 'A', [['ok', -1]]],
    ],
    broken: [],
  },
  {
    name: 'a step without replies',
    steps: [
      [0, 'Start', [['1', 1]]],
      [1, 'A', []],
    ],
    broken: [[1, 'noReplies']],
  },
  {
    name: 'two neighbouring replies with the same text',
    steps: [
      [
        0,
        'Start',
        [
          ['1', 1],
          ['1', 1],
        ],
      ],
      [1, 'A', [['ok', -1]]],
    ],
    broken: [[0, 'repeatedReply']],
  },
  {
    name: 'the same text in replies that are not neighbours',
    steps: [
      [
        0,
        'Start',
        [
          ['1', 1],
          ['2', -1],
          ['1', 1],
        ],
      ],
      [1, 'A', [['ok', -1]]],
    ],
    broken: [],
  },
  {
    name: 'accented replies that differ, then the same accented reply twice',
    steps: [
      [
        0,
        'Start',
        [
          ['Sí', 1],
          ['Si', 1],
          ['Não', 1],
          ['Não', -1],
        ],
      ],
      [1, 'A', [['ok', -1]]],
    ],
    broken: [[0, 'repeatedReply']],
  },
  {
    name: 'a step other than Start without an incoming connection',
    steps: [
      [0, 'Start', [['1', -1]]],
      [1, 'Orphan', [['ok', -1]]],
    ],
    broken: [[1, 'noIncoming']],
  },
  {
    name: 'a step named start (lower case) is not Start',
    steps: [
      [0, 'Start', [['1', -1]]],
      [1, 'start', [['ok', -1]]],
    ],
    broken: [[1, 'noIncoming']],
  },
  {
    name: 'a reply into another flow is not an incoming connection',
    steps: [
      [0, 'Start', [['1', 1, 99]]],
      [1, 'A', [['ok', -1]]],
    ],
    broken: [[1, 'noIncoming']],
  },
  {
    name: 'a connection from the step itself is an incoming connection',
    steps: [
      [0, 'Start', [['1', -1]]],
      [1, 'Loop', [['again', 1]]],
    ],
    broken: [],
  },
  {
    name: 'several rules broken by one step',
    steps: [
      [0, 'Start', [['1', -1]]],
      [1, 'Lost', []],
    ],
    broken: [
      [1, 'noReplies'],
      [1, 'noIncoming'],
    ],
  },
] satisfies FlowSaveRuleCase[]);
