// A feature line as edition and license forms hold it, in a module of its own: detail screens (a
// license's clone) make form values without the form's code.

/** One line as the form holds it; isBoolean and featureLabel only steer the screen. */
export type LineFormValues = {
  featureId: string;
  quantity: number | null;
  isBoolean: boolean;
  featureLabel: string;
  /** The feature's code: older licenses name their features by it. */
  featureName?: string;
};

/** A loaded feature line (an edition's or a license's) as the form holds it. */
export const lineValues = (line: {
  featureId: string;
  quantity: number;
  featureLabel: string;
  featureName?: string;
  feature?: { isBoolean: boolean } | null;
}): LineFormValues => ({
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
