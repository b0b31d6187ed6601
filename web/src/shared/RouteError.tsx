import { messages } from '@licensing/domain';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { errorMessage } from '../apollo/errors';
import { ErrorScreen } from './ErrorScreen';

/** A screen that failed to load (its code, or its loader's data, e.g. the gateway is down). */
export function RouteError() {
  const error = useRouteError();
  const text = isRouteErrorResponse(error)
    ? error.statusText || messages.error
    : errorMessage(error, messages.error);
  return <ErrorScreen text={text} />;
}
