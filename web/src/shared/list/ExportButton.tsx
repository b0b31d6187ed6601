// The list's CSV export: 'Export' in the toolbar exports every row the list matches, with its
// search, filters, sort and visible columns; a selection's 'Export selected' (BulkBar) only those
// rows. While it runs, a progress bar says rows received of the rows expected, with Cancel.
import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { ProgressBar } from '@fluentui/react-progress';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { showToast } from '../toast';
import { downloadExport, type ExportRequest } from './exportCsv';

const useStyles = makeStyles({
  progress: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalM,
  },
  bar: { flexGrow: 1, maxWidth: '480px' },
});

type Running = { rows: number; expected: number };

/** One export at a time per list: the toolbar's and the bulk bar's buttons share it. */
function useCsvExportState() {
  const [running, setRunning] = useState<Running | null>(null);
  const abort = useRef<AbortController | null>(null);
  const start = useCallback(async (request: ExportRequest, expected: number) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setRunning({ rows: 0, expected });
    try {
      const rows = await downloadExport(
        request,
        (received) => setRunning((current) => current && { ...current, rows: received }),
        controller.signal,
      );
      showToast(`Exported ${rows.toLocaleString('en-US')} rows.`, 'success');
    } catch (error) {
      if (!controller.signal.aborted) showToast((error as Error).message, 'error');
    } finally {
      if (abort.current === controller) {
        abort.current = null;
        setRunning(null);
      }
    }
  }, []);
  const cancel = useCallback(() => {
    abort.current?.abort();
    abort.current = null;
    setRunning(null);
  }, []);
  return useMemo(() => ({ running, start, cancel }), [running, start, cancel]);
}

type CsvExport = ReturnType<typeof useCsvExportState>;
const ExportContext = createContext<CsvExport | null>(null);

/** Holds the list's export, and shows its progress while one runs. */
export function CsvExportProvider({ children }: { children: ReactNode }) {
  const state = useCsvExportState();
  return <ExportContext.Provider value={state}>{children}</ExportContext.Provider>;
}

export function useCsvExport(): CsvExport {
  const state = useContext(ExportContext);
  if (!state) throw new Error('useCsvExport needs a <CsvExportProvider>');
  return state;
}

/** Rows received of rows expected, with Cancel; nothing while no export runs. */
export function ExportProgress() {
  const styles = useStyles();
  const { running, cancel } = useCsvExport();
  if (!running) return null;
  const { rows, expected } = running;
  const text = `Exporting: ${rows.toLocaleString('en-US')} of ${expected.toLocaleString('en-US')} rows`;
  return (
    <div className={styles.progress}>
      <Field className={styles.bar} validationMessage={text} validationState="none">
        <ProgressBar
          value={expected > 0 ? Math.min(1, rows / expected) : undefined}
          aria-label="Export progress"
          aria-valuetext={text}
        />
      </Field>
      <Button size="small" onClick={cancel}>
        Cancel export
      </Button>
    </div>
  );
}

/** The toolbar's 'Export': every row the list matches (`total` of them), in the columns shown. */
export function ExportButton({ request, total }: { request: ExportRequest; total: number }) {
  const { running, start } = useCsvExport();
  return (
    <Button
      icon={<ArrowDownloadRegular />}
      disabled={running !== null || total === 0}
      onClick={() => void start(request, total)}
    >
      Export
    </Button>
  );
}
