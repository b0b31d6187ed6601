// A titled part of a detail screen under its fields: an order's quote, a license's history.
import { Subtitle2 } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import type { ReactNode } from 'react';

const useStyles = makeStyles({ section: { marginTop: tokens.spacingVerticalXXL } });

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={useStyles().section} aria-label={title}>
      <Subtitle2 as="h2">{title}</Subtitle2>
      {children}
    </section>
  );
}
