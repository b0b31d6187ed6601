// The theme this browser last knew the user chose (web/src/shell/theme.ts), applied before the first
// paint so a dark page does not flash light. A file, not an inline script: the CSP allows only
// scripts of this origin. No choice (or no storage): the operating system's, by the stylesheet.
try {
  const theme = localStorage.getItem('theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.setAttribute('data-theme', theme);
} catch {}
