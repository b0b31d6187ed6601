import { Link } from '@fluentui/react-link';
import { type Field, formatDate, formatPrice, yesNo } from '@licensing/domain';
import type { ReactNode } from 'react';
import { HtmlContent } from '../detail/HtmlContent';
import { StatusBadge } from '../StatusBadge';
import { refLabel } from './formValues';

/**
 * A declared field of a row as every screen shows it: dates MM/DD/YYYY, prices, status badges, HTML
 * rendered, a web address linked, a reference by the name of the row it refers to.
 */
export function fieldValue(name: string, field: Field | undefined, row: Record<string, unknown>): ReactNode {
  const value = row[name];
  if (value == null) return '';
  if (field?.ref) return refLabel(field, row) || String(value);
  if (field?.html) return <HtmlContent html={String(value)} label={field.label} />;
  if (field?.url)
    return (
      <Link href={String(value)} target="_blank" rel="noopener noreferrer">
        {String(value)}
      </Link>
    );
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
