import { type Field, formatDate, formatPrice, yesNo } from '@licensing/domain';
import type { ReactNode } from 'react';
import { HtmlContent } from '../detail/HtmlContent';
import { StatusBadge } from '../StatusBadge';

/** A declared field's value as every screen shows it: dates MM/DD/YYYY, prices, status badges, HTML rendered. */
export function fieldValue(name: string, field: Field | undefined, value: unknown): ReactNode {
  if (value == null) return '';
  if (field?.html) return <HtmlContent html={String(value)} label={field.label} />;
  switch (field?.type) {
    case 'datetime':
      return formatDate(String(value));
    case 'decimal':
      return formatPrice(Number(value));
    case 'boolean':
      return name === 'isActive' ? <StatusBadge isActive={Boolean(value)} /> : yesNo(Boolean(value));
    default:
      return String(value);
  }
}
