// A mail's HTML as its reader sees it. licensing-api sanitizes every template and mail it stores
// (no scripts, event handlers, javascript: links or styles), so it is rendered as it is.

import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';

const useStyles = makeStyles({
  content: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    maxWidth: '720px',
    overflowWrap: 'anywhere',
    '& a': { color: tokens.colorBrandForegroundLink },
  },
});

export function HtmlContent({ html, label }: { html: string; label?: string }) {
  const styles = useStyles();
  return (
    <div
      className={styles.content}
      role="document"
      aria-label={label}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by licensing-api on every write.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
