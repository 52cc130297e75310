import { createContext, useContext } from 'react';
import type { TFunction } from 'i18next';
import type { StepTypeOption } from '../dialogs/ActivityDialog';

/**
 * The names of `List_Step_Type` by type id (seed 001 §3 "Step type. step_Type_Id, step_Type_Name"),
 * or null while the list is loading. Given by the canvas to its memoised step nodes.
 */
export type StepTypeNames = ReadonlyMap<number, string> | null;

export const StepTypeNamesContext = createContext<StepTypeNames>(null);

/** The names of a loaded list (null while it loads). */
export function stepTypeNamesOf(
  stepTypes: readonly StepTypeOption[],
  loading: boolean,
): StepTypeNames {
  if (loading) return null;
  return new Map(stepTypes.map((option) => [option.step_Type_Id, option.step_Type_Name]));
}

/**
 * What a node shows for its step type: the type's name from `List_Step_Type`; while the list loads
 * or for a type the list does not hold, a translated fallback (never a bare "Type N").
 */
export function stepTypeLabel(names: StepTypeNames, type: number, t: TFunction): string {
  if (names === null) return t('editor.stepTypeLoading');
  const name = names.get(type)?.trim();
  return name ? name : t('editor.stepTypeUnknown', { type });
}

/** The step type names of the canvas. */
export const useStepTypeNames = (): StepTypeNames => useContext(StepTypeNamesContext);
