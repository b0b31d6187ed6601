import { useFormikContext } from 'formik';
import { useEffect, useState } from 'react';

/**
 * Leaves the form after marking it clean (its values are kept as a draft, so the unsaved-changes
 * guard need not ask): `leave(values)` resets the form, and once the clean form has rendered and
 * the guard has taken it in (the next task), calls `onLeave(values)`.
 */
export function useLeaveClean<V>(onLeave: (values: V) => void) {
  const { dirty, resetForm } = useFormikContext<V>();
  const [leaving, setLeaving] = useState<{ values: V } | null>(null);
  useEffect(() => {
    if (!leaving || dirty) return;
    const timer = setTimeout(() => onLeave(leaving.values), 0);
    return () => clearTimeout(timer);
  }, [leaving, dirty, onLeave]);
  return (values: V) => {
    resetForm({ values });
    setLeaving({ values });
  };
}
