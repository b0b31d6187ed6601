import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Goes back to the screen the user came from (a workflow screen opened from a detail, such as
 * /sendingemail from an order), or to `fallback` when this screen was the first one opened.
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  // React Router names the entry a visit starts on 'default'.
  return () => void (key === 'default' ? navigate(fallback) : navigate(-1));
}
