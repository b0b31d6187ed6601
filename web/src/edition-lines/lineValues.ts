// A feature line as edition and license forms hold it, in a module of its own: detail screens (a
// license's clone) make form values without the form's code.
import { prefilledFeatureValues } from '@licensing/domain';

/** One line as the form holds it; isBoolean and featureLabel only steer the screen. */
export type LineFormValues = {
  featureId: string;
  quantity: number | null;
  isBoolean: boolean;
  featureLabel: string;
  /** The feature's code: older licenses name their features by it. */
  featureName?: string;
};

/** A feature line as an edition or a license answers it. */
export type LoadedLine = {
  featureId: string;
  quantity: number;
  featureLabel: string;
  featureName?: string;
  feature?: { isBoolean: boolean } | null;
};

/** A loaded feature line (an edition's or a license's) as the form holds it. */
export const lineValues = (line: LoadedLine): LineFormValues => ({
  featureId: line.featureId,
  quantity: line.quantity,
  isBoolean: line.feature?.isBoolean ?? false,
  featureLabel: line.featureLabel,
  ...(line.featureName !== undefined && { featureName: line.featureName }),
});

export const emptyLine: LineFormValues = {
  featureId: '',
  quantity: null,
  isBoolean: false,
  featureLabel: '',
};

/**
 * A picked edition's lines as a license's feature values (SPEC §4): its active lines, scaled by the
 * order Quantity (prefilledFeatureValues); an unlimited one (-1) stays unlimited.
 */
export function prefilledLines(
  lines: readonly (LoadedLine & { isFeatureActive?: boolean | null })[],
  quantity: number,
  editionCode: string | null | undefined,
): LineFormValues[] {
  const scaled = prefilledFeatureValues(
    lines.map((line) => ({ ...line, isBoolean: line.feature?.isBoolean ?? false })),
    quantity,
    editionCode,
  );
  return scaled.map((value) => {
    const line = lines.find((candidate) => candidate.featureId === value.featureId)!;
    return { ...lineValues(line), quantity: value.value };
  });
}
